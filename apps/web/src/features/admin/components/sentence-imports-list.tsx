// The latest imports (issue 32): each one's state and progress while it is checked or imported, the dry run's
// report (sentences that would be added, lines that would not and why, with examples), and Import or Discard.
import { useState } from 'react';
import { matchLocale } from '@dhvani/contract/locales';
import {
  IMPORT_REJECTIONS,
  type ImportRejection,
  type SentenceImport,
} from '@dhvani/contract/sentence-imports';
import { SENTENCE_REJECTIONS, type SentenceRejection } from '@dhvani/contract/sentences';
import { Button } from '@/components/ui/button';
import { cardVariants } from '@/components/ui/card';
import { useFormat } from '@/i18n/format';
import { useSentenceRuleText } from '@/i18n/sentence-rules';
import { useT } from '@/i18n/use-t';
import { cn } from '@/lib/cn';
import { discardSentenceImport, startSentenceImport } from '../api/sentences-admin-api';
import { sentenceAdminErrorText, sentenceAdminMessage } from '../lib/sentence-admin-text';

const isRule = (r: ImportRejection): r is SentenceRejection =>
  (SENTENCE_REJECTIONS as readonly string[]).includes(r);

function Report({ item }: { item: SentenceImport }) {
  const t = useT('admin');
  const fmt = useFormat();
  const ruleText = useSentenceRuleText();
  const report = item.report;
  if (!report) return null;
  const reasonText = (r: ImportRejection) =>
    isRule(r)
      ? ruleText(r, item.language)
      : t(`sentences.reason.${r as Exclude<ImportRejection, SentenceRejection>}`);
  return (
    <div className="flex flex-col gap-2">
      <p className="font-medium" data-testid="import-summary">
        {t('sentences.imports.summary', {
          lines: fmt.number(report.lines),
          accepted: fmt.number(report.accepted),
        })}
      </p>
      <ul className="flex flex-col gap-2" aria-label={t('sentences.imports.rejectedHeading')}>
        {IMPORT_REJECTIONS.filter((r) => report.rejected[r]).map((reason) => (
          <li key={reason} data-reason={reason} className="text-sm">
            <span className="font-medium tabular-nums">{fmt.number(report.rejected[reason] ?? 0)}</span>{' '}
            {reasonText(reason)}
            <ul className="mt-1 flex flex-col gap-0.5 pl-4 text-ink-muted">
              {report.examples
                .filter((e) => e.reason === reason)
                .map((e) => (
                  <li key={e.line} className="truncate">
                    {t('sentences.imports.line', { line: e.line })}:{' '}
                    <span lang={matchLocale(item.language) ?? undefined}>{e.text}</span>
                  </li>
                ))}
            </ul>
          </li>
        ))}
      </ul>
    </div>
  );
}

function ImportCard({ item, onChanged }: { item: SentenceImport; onChanged: () => void }) {
  const t = useT('admin');
  const common = useT('common');
  const fmt = useFormat();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const act = async (action: (id: string) => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await action(item._id);
      onChanged();
    } catch (err) {
      setError(sentenceAdminErrorText(err, t('sentences.imports.actionFailed')));
    } finally {
      setBusy(false);
    }
  };
  const progress = item.progress;
  const percent =
    progress && progress.bytesTotal > 0 ? Math.round((100 * progress.bytesRead) / progress.bytesTotal) : 0;
  return (
    <li
      className={cn(cardVariants(), 'flex flex-col gap-3')}
      data-import-id={item._id}
      data-state={item.state}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold text-ink">{item.fileName}</p>
        <p className="text-sm font-medium text-midnight-green" data-testid="import-state">
          {t(`sentences.imports.state.${item.state}`)}
        </p>
      </div>
      <p className="text-sm text-ink-muted">
        {[
          common(`languageName.${item.language}`),
          item.domain ? common(`domain.${item.domain}`) : t('sentences.import.domainFromFile'),
          item.source,
          item.licence,
          item.review ? t('sentences.imports.forReview') : t('sentences.imports.validatedAtOnce'),
        ].join(' · ')}
      </p>
      {progress ? (
        <div>
          <progress
            className="w-full"
            max={100}
            value={percent}
            aria-label={t(`sentences.imports.state.${item.state}`)}
          />
          <p className="text-sm text-ink-muted">
            {t('sentences.imports.progress', { percent, lines: fmt.number(progress.lines) })}
          </p>
        </div>
      ) : null}
      {item.state === 'imported' ? (
        <p className="font-medium" data-testid="import-result">
          {t(item.review ? 'sentences.imports.importedPending' : 'sentences.imports.importedValidated', {
            count: item.imported ?? 0,
          })}
          {item.duplicatesAtImport
            ? ` ${t('sentences.imports.duplicatesAtImport', { count: item.duplicatesAtImport })}`
            : ''}
        </p>
      ) : null}
      {item.state === 'failed' && item.error ? (
        <p className="text-danger-strong">{sentenceAdminMessage(item.error)}</p>
      ) : null}
      {item.state === 'checked' || item.state === 'imported' ? <Report item={item} /> : null}
      {item.state === 'checked' ? (
        <div className="flex flex-wrap gap-3">
          <Button
            onClick={() => void act(startSentenceImport)}
            disabled={busy || item.report?.accepted === 0}
          >
            {t('sentences.imports.import', { count: item.report?.accepted ?? 0 })}
          </Button>
          <Button variant="outline" onClick={() => void act(discardSentenceImport)} disabled={busy}>
            {t('sentences.imports.discard')}
          </Button>
        </div>
      ) : item.state === 'failed' ? (
        <div>
          <Button variant="outline" onClick={() => void act(discardSentenceImport)} disabled={busy}>
            {t('sentences.imports.discard')}
          </Button>
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="text-danger-strong">
          {error}
        </p>
      ) : null}
    </li>
  );
}

export function SentenceImportsList({
  imports,
  onChanged,
}: {
  imports: SentenceImport[];
  onChanged: () => void;
}) {
  const t = useT('admin');
  if (imports.length === 0) return <p className="text-ink-muted">{t('sentences.imports.empty')}</p>;
  return (
    <ul className="flex flex-col gap-4" aria-live="polite">
      {imports.map((item) => (
        <ImportCard key={item._id} item={item} onChanged={onChanged} />
      ))}
    </ul>
  );
}
