// Upload a file of sentences (issue 32): the file, its language, the domain of lines that name none, its
// source and licence, and whether the sentences go to community review. The server checks the file first.
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { DomainSelect, LanguageSelect } from '@/components/choices/language-domain-select';
import { Field, Input, fieldControlProps } from '@/components/ui/form-field';
import { useT } from '@/i18n/use-t';
import { uploadSentenceFile } from '../api/sentences-admin-api';
import { sentenceAdminErrorText } from '../lib/sentence-admin-text';
import {
  EMPTY_IMPORT_FORM,
  importFormData,
  importFormProblem,
  type ImportForm,
  type ImportFormProblem,
} from '../model/import-form';

export function SentenceImportForm({ onUploaded }: { onUploaded: () => void }) {
  const t = useT('admin');
  const [form, setForm] = useState<ImportForm>(EMPTY_IMPORT_FORM);
  const [problem, setProblem] = useState<ImportFormProblem | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const change = (next: Partial<ImportForm>) => {
    setForm({ ...form, ...next });
    setProblem(null);
  };
  const errorOf = (field: ImportFormProblem) =>
    problem === field ? t(`sentences.import.missing.${field}`) : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = importFormProblem(form);
    if (found || !form.file) {
      setProblem(found);
      document.getElementById(`import-${found}`)?.focus();
      return;
    }
    setSending(true);
    setError(null);
    try {
      await uploadSentenceFile(importFormData({ ...form, file: form.file }));
      onUploaded();
    } catch (err) {
      setError(sentenceAdminErrorText(err, t('sentences.import.uploadFailed')));
    } finally {
      setSending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-labelledby="sentence-import">
      <h3 id="sentence-import" className="text-lg font-bold text-midnight-green">
        {t('sentences.import.heading')}
      </h3>
      <p className="text-sm text-ink-muted">{t('sentences.import.help')}</p>
      <Field id="import-file" label={t('sentences.import.file')} error={errorOf('file')}>
        <input
          {...fieldControlProps('import-file', errorOf('file'))}
          type="file"
          accept=".txt,.tsv,.csv,text/plain,text/tab-separated-values,text/csv"
          className="text-sm"
          onChange={(e) => change({ file: e.target.files?.[0] ?? null })}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="import-language" label={t('sentences.import.language')}>
          <LanguageSelect
            id="import-language"
            value={form.language}
            onChange={(language) => change({ language })}
          />
        </Field>
        <Field id="import-domain" label={t('sentences.import.domain')}>
          <DomainSelect
            id="import-domain"
            value={form.domain}
            onChange={(domain) => change({ domain })}
            none={t('sentences.import.domainFromFile')}
          />
        </Field>
        <Field
          id="import-source"
          label={t('sentences.import.source')}
          hint={t('sentences.import.sourceHint')}
          error={errorOf('source')}
        >
          <Input
            {...fieldControlProps('import-source', errorOf('source'), t('sentences.import.sourceHint'))}
            maxLength={200}
            value={form.source}
            onChange={(e) => change({ source: e.target.value })}
          />
        </Field>
        <Field
          id="import-licence"
          label={t('sentences.import.licence')}
          hint={t('sentences.import.licenceHint')}
          error={errorOf('licence')}
        >
          <Input
            {...fieldControlProps('import-licence', errorOf('licence'), t('sentences.import.licenceHint'))}
            maxLength={100}
            value={form.licence}
            onChange={(e) => change({ licence: e.target.value })}
          />
        </Field>
      </div>
      <label className="flex items-start gap-2 text-ink">
        <input
          type="checkbox"
          className="mt-1"
          checked={form.review}
          onChange={(e) => change({ review: e.target.checked })}
        />
        {t('sentences.import.review')}
      </label>
      <div>
        <Button type="submit" disabled={sending}>
          {sending ? t('sentences.import.uploading') : t('sentences.import.check')}
        </Button>
        {error ? (
          <p role="alert" className="mt-2 text-danger-strong">
            {error}
          </p>
        ) : null}
      </div>
    </form>
  );
}
