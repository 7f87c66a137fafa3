// The numbers of the review rules (issue 21: "an admin setting may change the numbers"): how many votes
// decide a clip, how often a known-answer clip comes, the agreement a reviewer needs for their votes to
// count, and a reviewer's reward. The server audits a change and at once decides the clips waiting whose
// counted votes already meet the new numbers.
import { useEffect, useState, type FormEvent } from 'react';
import { REVIEW_MESSAGES, reviewSettingsBodySchema, type ReviewSettings } from '@dhvani/contract/reviews';
import { Button } from '@/components/ui/button';
import { Field, Input, fieldControlProps } from '@/components/ui/form-field';
import { apiErrorText } from '@/i18n/error-text';
import { useT } from '@/i18n/use-t';
import { notify } from '@/lib/toast';
import { fetchReviewSettings, saveReviewSettings } from '../api/review-admin-api';
import { useAdminResource } from '../hooks/use-admin-resource';

type Name = keyof ReviewSettings;
const NAMES: Name[] = [
  'minVotes',
  'tieVotes',
  'knownAnswerEvery',
  'minAgreement',
  'agreementWindow',
  'agreementMinAnswers',
  'reviewerReward',
];
type Draft = Record<Name, string>;

// The agreement is a share (0–1) on the wire and a percentage on screen.
const toDraft = (s: ReviewSettings): Draft =>
  Object.fromEntries(
    NAMES.map((n) => [n, String(n === 'minAgreement' ? Math.round(s[n] * 1000) / 10 : s[n])]),
  ) as Draft;
const fromDraft = (d: Draft): Record<Name, number> =>
  Object.fromEntries(
    NAMES.map((n) => [n, d[n].trim() === '' ? NaN : Number(d[n]) / (n === 'minAgreement' ? 100 : 1)]),
  ) as Record<Name, number>;

export function ReviewRulesForm({ onDenied }: { onDenied: () => void }) {
  const t = useT('admin');
  const settings = useAdminResource('review-settings', fetchReviewSettings, onDenied);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [busy, setBusy] = useState(false);
  const loaded = settings.resource.state === 'loaded' ? settings.resource.data : null;

  useEffect(() => {
    if (loaded) setDraft(toDraft(loaded));
  }, [loaded]);

  if (settings.resource.state === 'error') {
    return (
      <p role="alert" className="text-danger-strong">
        {settings.resource.message}
      </p>
    );
  }
  if (!draft) return <p role="status">{t('review.loading')}</p>;

  const parsed = reviewSettingsBodySchema.safeParse(fromDraft(draft));
  // Each field's first fault, worded here: a number out of its range, or a tie count not above the deciding one.
  const issues = parsed.success ? [] : parsed.error.issues;
  const errorOf = (n: Name) => {
    const issue = issues.find((i) => i.path[0] === n);
    if (!issue) return undefined;
    return issue.message === REVIEW_MESSAGES.tieNotAboveMin
      ? t('review.rules.tieAboveMin')
      : t('review.rules.outOfRange');
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!parsed.success || busy) return;
    setBusy(true);
    try {
      setDraft(toDraft(await saveReviewSettings(parsed.data)));
      notify.success(t('review.rules.saved'));
    } catch (error) {
      notify.error(apiErrorText(error, t('review.saveFailed'), { review: REVIEW_MESSAGES }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      onSubmit={(e) => void submit(e)}
      className="flex flex-col gap-3 rounded-xl bg-nyanza p-4"
      noValidate
    >
      <h3 className="text-lg font-semibold text-midnight-green">{t('review.rules.title')}</h3>
      <p className="text-sm text-ink-muted">{t('review.rules.help')}</p>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {NAMES.map((n) => {
          const id = `review-rule-${n}`;
          const error = errorOf(n);
          return (
            <Field key={n} id={id} label={t(`review.rules.${n}`)} error={error}>
              <Input
                {...fieldControlProps(id, error)}
                type="number"
                inputMode="decimal"
                value={draft[n]}
                onChange={(e) => setDraft({ ...draft, [n]: e.target.value })}
              />
            </Field>
          );
        })}
      </div>
      <Button type="submit" className="self-start" disabled={!parsed.success || busy}>
        {t('review.rules.save')}
      </Button>
    </form>
  );
}
