// Reported sentences (issue 32): held ones first (two reports stop a sentence being offered), with the reports'
// reasons and notes; Keep offers it again, Retire never again. Both are audited.
import { useState } from 'react';
import { matchLocale } from '@dhvani/contract/locales';
import type { ReportedSentence, SentenceDecision } from '@dhvani/contract/sentence-admin';
import { SENTENCE_REPORT_REASONS } from '@dhvani/contract/sentences';
import { Button } from '@/components/ui/button';
import { cardVariants } from '@/components/ui/card';
import { useT } from '@/i18n/use-t';
import { cn } from '@/lib/cn';
import { notify } from '@/lib/toast';
import { decideSentence } from '../api/sentences-admin-api';
import { sentenceAdminErrorText } from '../lib/sentence-admin-text';

function ReportedItem({ item, onDecided }: { item: ReportedSentence; onDecided: () => void }) {
  const t = useT('admin');
  const common = useT('common');
  const [busy, setBusy] = useState(false);
  const decide = async (decision: SentenceDecision) => {
    setBusy(true);
    try {
      await decideSentence(item._id, decision);
      notify.success(t(decision === 'keep' ? 'sentences.reported.kept' : 'sentences.reported.retired'));
      onDecided();
    } catch (err) {
      notify.error(sentenceAdminErrorText(err, t('sentences.imports.actionFailed')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className={cn(cardVariants(), 'flex flex-col gap-2')} data-sentence-id={item._id}>
      <p lang={matchLocale(item.language) ?? undefined} className="text-lg text-ink">
        {item.text}
      </p>
      <p className="text-sm text-ink-muted">
        {common(`languageName.${item.language}`)} · {common(`domain.${item.domain}`)} · {item.source}
      </p>
      <p className="text-sm">
        <span className="font-medium">{t('sentences.reported.reports', { count: item.reports })}</span>
        {item.held ? <span className="ml-2 text-danger-strong">{t('sentences.reported.held')}</span> : null}
      </p>
      <ul className="text-sm text-ink-muted">
        {SENTENCE_REPORT_REASONS.filter((r) => item.reasons[r]).map((r) => (
          <li key={r}>
            {common(`sentenceReport.reason.${r}`)}: {item.reasons[r]}
          </li>
        ))}
        {item.notes.map((note, i) => (
          <li key={i} className="italic">
            “{note}”
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <Button size="sm" onClick={() => void decide('keep')} disabled={busy}>
          {t('sentences.reported.keep')}
        </Button>
        <Button size="sm" variant="destructive" onClick={() => void decide('retire')} disabled={busy}>
          {t('sentences.reported.retire')}
        </Button>
      </div>
    </li>
  );
}

export function ReportedSentences({
  items,
  onDecided,
}: {
  items: ReportedSentence[];
  onDecided: () => void;
}) {
  const t = useT('admin');
  return (
    <section aria-labelledby="reported-sentences" className="flex flex-col gap-3">
      <h3 id="reported-sentences" className="text-lg font-bold text-midnight-green">
        {t('sentences.reported.heading')}
      </h3>
      {items.length === 0 ? (
        <p className="text-ink-muted">{t('sentences.reported.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {items.map((item) => (
            <ReportedItem key={item._id} item={item} onDecided={onDecided} />
          ))}
        </ul>
      )}
    </section>
  );
}
