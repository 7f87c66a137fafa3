// "Report this sentence" beside the text to read (issue 32): hard to read, offensive, wrong spelling or grammar,
// or something else, with an optional note. Two reports stop a sentence being offered until an admin decides.
// Shown only for a text the server issued (it has an id); the fallback text is nobody's to report.
import { useQuery } from '@tanstack/react-query';
import { Flag } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { SENTENCE_COMMUNITY_MESSAGES, SENTENCE_NOTE_MAX_CHARS } from '@dhvani/contract/sentence-community';
import { SENTENCE_REPORT_REASONS, type SentenceReportReason } from '@dhvani/contract/sentences';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/form-field';
import { apiErrorText } from '@/i18n/error-text';
import { useT } from '@/i18n/use-t';
import { queryClient } from '@/lib/query-client';
import { fetchIssuedSentences, reportSentence } from '../api/sentence-report';

export function ReportSentence({ readingTextId }: { readingTextId: string | null }) {
  const t = useT('common');
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<SentenceReportReason | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [reportedFor, setReportedFor] = useState<string | null>(null);
  const issued = useQuery(
    {
      queryKey: ['reading-text-sentences', readingTextId],
      queryFn: ({ signal }) => fetchIssuedSentences(readingTextId!, signal),
      enabled: open && readingTextId !== null,
      staleTime: Infinity,
    },
    queryClient,
  );
  if (!readingTextId) return null;
  if (reportedFor === readingTextId) {
    return (
      <p role="status" className="text-sm text-ink-muted">
        {t('sentenceReport.sent')}
      </p>
    );
  }
  const sentences = issued.data?.sentences ?? [];
  const target = sentences.length === 1 ? sentences[0]!.id : chosen;

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!target || !reason) return;
    setSending(true);
    setError(null);
    try {
      await reportSentence(target, { reason, note: note.trim() || undefined });
      setReportedFor(readingTextId);
      setOpen(false);
    } catch (err) {
      setError(apiErrorText(err, t('sentenceReport.failed'), { sentence: SENTENCE_COMMUNITY_MESSAGES }));
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="flex flex-col items-start gap-2">
      <Button
        variant="ghost"
        size="sm"
        aria-expanded={open}
        aria-controls={`${id}-report`}
        onClick={() => setOpen(!open)}
      >
        <Flag aria-hidden />
        {t('sentenceReport.open')}
      </Button>
      {open ? (
        <form
          id={`${id}-report`}
          onSubmit={send}
          className="flex w-full flex-col gap-3 rounded-lg border border-line p-3"
        >
          {sentences.length > 1 ? (
            <fieldset className="flex flex-col gap-1">
              <legend className="text-sm font-medium text-ink">{t('sentenceReport.which')}</legend>
              {sentences.map((s) => (
                <label key={s.id} className="flex items-start gap-2 text-sm text-ink">
                  <input
                    type="radio"
                    name={`${id}-sentence`}
                    className="mt-1"
                    checked={chosen === s.id}
                    onChange={() => setChosen(s.id)}
                  />
                  {s.text}
                </label>
              ))}
            </fieldset>
          ) : null}
          <fieldset className="flex flex-col gap-1">
            <legend className="text-sm font-medium text-ink">{t('sentenceReport.heading')}</legend>
            {SENTENCE_REPORT_REASONS.map((r) => (
              <label key={r} className="flex items-center gap-2 text-sm text-ink">
                <input
                  type="radio"
                  name={`${id}-reason`}
                  checked={reason === r}
                  onChange={() => setReason(r)}
                />
                {t(`sentenceReport.reason.${r}`)}
              </label>
            ))}
          </fieldset>
          <label className="flex flex-col gap-1 text-sm font-medium text-ink">
            {t('sentenceReport.note')}
            <Textarea
              className="min-h-16 font-normal"
              maxLength={SENTENCE_NOTE_MAX_CHARS}
              value={note}
              onChange={(e) => setNote(e.target.value)}
            />
          </label>
          {error ? (
            <p role="alert" className="text-sm text-danger-strong">
              {error}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" size="sm" disabled={sending || !reason || !target}>
              {sending ? t('sentenceReport.sending') : t('sentenceReport.send')}
            </Button>
            <Button type="button" size="sm" variant="outline" onClick={() => setOpen(false)}>
              {t('sentenceReport.cancel')}
            </Button>
          </div>
        </form>
      ) : null}
    </div>
  );
}
