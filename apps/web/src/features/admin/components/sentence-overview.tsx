// The Sentences tab's overview (issue 32): per language and domain what can be read, what is fresh (never
// recorded), what has reached the cap, what waits for review and what was reported, with a warning where fewer
// than the threshold of fresh sentences remain; and each language's speakers per split.
import { AlertTriangle } from 'lucide-react';
import type { SentenceOverview as Overview } from '@dhvani/contract/sentence-admin';
import { SENTENCE_SPLITS } from '@dhvani/contract/sentences';
import { DataTable } from '@/components/ui/data-table';
import { useFormat } from '@/i18n/format';
import { useT } from '@/i18n/use-t';

export function SentenceOverview({ overview }: { overview: Overview }) {
  const t = useT('admin');
  const common = useT('common');
  const fmt = useFormat();
  const short = overview.rows.filter((r) => r.short).length;
  const columns = [
    'language',
    'domain',
    'validated',
    'fresh',
    'atCap',
    'pending',
    'reported',
    'held',
  ] as const;
  return (
    <section aria-labelledby="sentence-overview" className="flex flex-col gap-4">
      <h3 id="sentence-overview" className="text-lg font-bold text-midnight-green">
        {t('sentences.overview.heading')}
      </h3>
      <p className="text-sm text-ink-muted">
        {t('sentences.overview.caption', { max: overview.maxRecordings, warning: overview.freshWarning })}
      </p>
      {short > 0 ? (
        <p
          className="flex items-center gap-2 rounded-lg bg-warning-soft p-3 text-ink"
          data-testid="sentences-short"
        >
          <AlertTriangle aria-hidden className="size-4 shrink-0" />
          {t('sentences.overview.shortCount', { count: short, warning: overview.freshWarning })}
        </p>
      ) : null}
      <DataTable headings={columns.map((c) => t(`sentences.overview.${c}`))} minWidthClass="min-w-[52rem]">
        {overview.rows.map((r) => (
          <tr key={`${r.language}/${r.domain}`} data-row={`${r.language}/${r.domain}`}>
            <td className="px-4 py-2">{common(`languageName.${r.language}`)}</td>
            <td className="px-4 py-2">{common(`domain.${r.domain}`)}</td>
            <td className="px-4 py-2 tabular-nums">{fmt.number(r.validated)}</td>
            <td className="px-4 py-2 tabular-nums">
              {fmt.number(r.fresh)}
              {r.short ? (
                <span className="ml-2 rounded bg-warning-soft px-1.5 py-0.5 text-xs font-medium text-ink">
                  {t('sentences.overview.short', { warning: overview.freshWarning })}
                </span>
              ) : null}
            </td>
            <td className="px-4 py-2 tabular-nums">{fmt.number(r.atCap)}</td>
            <td className="px-4 py-2 tabular-nums">{fmt.number(r.pending)}</td>
            <td className="px-4 py-2 tabular-nums">{fmt.number(r.reported)}</td>
            <td className="px-4 py-2 tabular-nums">{fmt.number(r.held)}</td>
          </tr>
        ))}
      </DataTable>
      <h3 className="text-lg font-bold text-midnight-green">{t('sentences.splits.heading')}</h3>
      <p className="text-sm text-ink-muted">{t('sentences.splits.caption')}</p>
      <DataTable
        headings={[
          t('sentences.overview.language'),
          ...SENTENCE_SPLITS.map((s) => t(`sentences.splits.${s}`)),
        ]}
        minWidthClass="min-w-[28rem]"
      >
        {overview.speakerSplits.map((s) => (
          <tr key={s.language}>
            <td className="px-4 py-2">{common(`languageName.${s.language}`)}</td>
            {SENTENCE_SPLITS.map((split) => (
              <td key={split} className="px-4 py-2 tabular-nums">
                {fmt.number(s.speakers[split] ?? 0)}
              </td>
            ))}
          </tr>
        ))}
      </DataTable>
    </section>
  );
}
