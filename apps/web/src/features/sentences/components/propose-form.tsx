// Write a sentence (issue 32): language, domain, the sentence, where it comes from, and the public-domain
// dedication. Checked with the server's own rules before it is sent, so a broken rule is named at once; the
// server's answer (a duplicate, say) is shown the same way.
import { useState, type FormEvent } from 'react';
import type { RecordingLanguage } from '@dhvani/contract/enums';
import { matchLocale } from '@dhvani/contract/locales';
import { SENTENCE_COMMUNITY_MESSAGES } from '@dhvani/contract/sentence-community';
import { SENTENCE_REJECTIONS, type SentenceRejection } from '@dhvani/contract/sentences';
import { Button } from '@/components/ui/button';
import { DomainSelect, LanguageSelect } from '@/components/choices/language-domain-select';
import { Field, FieldError, Input, Textarea, fieldControlProps } from '@/components/ui/form-field';
import { apiErrorText } from '@/i18n/error-text';
import { useSentenceRuleText } from '@/i18n/sentence-rules';
import { useT } from '@/i18n/use-t';
import { isHttpError } from '@/lib/http-error';
import { notify } from '@/lib/toast';
import { proposeSentence } from '../api/sentences-api';
import {
  checkProposal,
  emptyProposal,
  isProblem,
  type ProposalForm,
  type ProposalProblem,
} from '../model/proposal';

/** The rule the server named, when it refused the sentence by one. */
function refusedFor(error: unknown): SentenceRejection | null {
  if (!isHttpError<{ code?: string; params?: { reason?: string } }>(error)) return null;
  const body = error.response?.data;
  const reason = body?.code === 'sentence_rejected' ? body.params?.reason : undefined;
  return (SENTENCE_REJECTIONS as readonly string[]).includes(reason ?? '')
    ? (reason as SentenceRejection)
    : null;
}

export function ProposeForm({
  language,
  onProposed,
}: {
  language: RecordingLanguage;
  onProposed: () => void;
}) {
  const t = useT('sentences');
  const ruleText = useSentenceRuleText();
  const [form, setForm] = useState<ProposalForm>(() => emptyProposal(language));
  const [problem, setProblem] = useState<ProposalProblem | null>(null);
  const [sending, setSending] = useState(false);
  const change = (next: Partial<ProposalForm>) => {
    setForm({ ...form, ...next });
    setProblem(null);
  };
  const errorOf = (field: ProposalProblem['field']) => {
    if (problem?.field !== field) return undefined;
    if (problem.field === 'sentence') return ruleText(problem.reason, form.language);
    return t(`propose.missing.${field as Exclude<typeof field, 'sentence'>}`);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkProposal(form);
    if (isProblem(checked)) {
      setProblem(checked);
      document.getElementById(`propose-${checked.field}`)?.focus();
      return;
    }
    setSending(true);
    try {
      await proposeSentence(checked);
      notify.success(t('propose.sent'), { action: 'propose-sentence' });
      setForm({ ...form, sentence: '', publicDomain: false });
      onProposed();
    } catch (error) {
      const reason = refusedFor(error);
      if (reason) setProblem({ field: 'sentence', reason });
      else
        notify.error(apiErrorText(error, t('propose.failed'), { sentence: SENTENCE_COMMUNITY_MESSAGES }), {
          action: 'propose-sentence',
        });
    } finally {
      setSending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <p className="text-ink-muted">{t('propose.intro')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="propose-language" label={t('propose.language')}>
          <LanguageSelect
            id="propose-language"
            value={form.language}
            onChange={(language) => change({ language })}
          />
        </Field>
        <Field id="propose-domain" label={t('propose.domain')} error={errorOf('domain')}>
          <DomainSelect
            {...fieldControlProps('propose-domain', errorOf('domain'))}
            value={form.domain}
            onChange={(domain) => change({ domain })}
            none={t('propose.chooseDomain')}
          />
        </Field>
      </div>
      <Field
        id="propose-sentence"
        label={t('propose.sentence')}
        error={errorOf('sentence')}
        hint={t('propose.hint')}
      >
        <Textarea
          {...fieldControlProps('propose-sentence', errorOf('sentence'), t('propose.hint'))}
          lang={matchLocale(form.language) ?? undefined}
          className="min-h-24 text-lg"
          value={form.sentence}
          onChange={(e) => change({ sentence: e.target.value })}
        />
      </Field>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-ink">{t('propose.origin')}</legend>
        <label className="flex items-center gap-2 text-ink">
          <input
            type="radio"
            name="propose-origin"
            checked={form.origin === 'own'}
            onChange={() => change({ origin: 'own' })}
          />
          {t('propose.own')}
        </label>
        <label className="flex items-center gap-2 text-ink">
          <input
            type="radio"
            name="propose-origin"
            checked={form.origin === 'source'}
            onChange={() => change({ origin: 'source' })}
          />
          {t('propose.fromSource')}
        </label>
        {form.origin === 'source' ? (
          <Field id="propose-source" label={t('propose.source')} error={errorOf('source')} className="mt-1">
            <Input
              {...fieldControlProps('propose-source', errorOf('source'))}
              maxLength={200}
              value={form.source}
              onChange={(e) => change({ source: e.target.value })}
            />
          </Field>
        ) : null}
      </fieldset>
      <div>
        <label className="flex items-start gap-2 text-ink">
          <input
            type="checkbox"
            className="mt-1"
            {...fieldControlProps('propose-publicDomain', errorOf('publicDomain'))}
            checked={form.publicDomain}
            onChange={(e) => change({ publicDomain: e.target.checked })}
          />
          {t('propose.publicDomain')}
        </label>
        <FieldError id="propose-publicDomain" error={errorOf('publicDomain')} />
      </div>
      <div>
        <Button type="submit" disabled={sending}>
          {sending ? t('propose.sending') : t('propose.submit')}
        </Button>
      </div>
    </form>
  );
}
