// "Your sentences": what the contributor proposed and how its review stands.
import { matchLocale } from '@dhvani/contract/locales';
import type { ProposedSentence } from '@dhvani/contract/sentence-community';
import { ErrorState } from '@/components/ui/data-states';
import { LoadingState, SkeletonLines } from '@/components/ui/skeleton';
import { useT } from '@/i18n/use-t';
import type { Loadable } from '@/lib/loadable';

export function MySentences({ list, onRetry }: { list: Loadable<ProposedSentence[]>; onRetry: () => void }) {
  const t = useT('sentences');
  const common = useT('common');
  return (
    <section aria-labelledby="my-sentences" className="flex flex-col gap-3">
      <h2 id="my-sentences" className="text-xl font-bold text-midnight-green">
        {t('mine.heading')}
      </h2>
      {list.state === 'loading' ? (
        <LoadingState label={t('mine.loading')}>
          <SkeletonLines lines={3} />
        </LoadingState>
      ) : list.state === 'error' ? (
        <ErrorState message={list.message} retryLabel={t('tryAgain')} onRetry={onRetry} />
      ) : list.data.length === 0 ? (
        <p className="text-ink-muted">{t('mine.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-2" data-testid="my-sentences">
          {list.data.map((s) => (
            <li key={s._id} className="rounded-lg border border-line p-3">
              <p lang={matchLocale(s.language) ?? undefined} className="text-lg text-ink">
                {s.text}
              </p>
              <p className="mt-1 text-sm text-ink-muted">
                {common(`languageName.${s.language}`)} · {common(`domain.${s.domain}`)} ·{' '}
                <span data-status={s.status}>
                  {t(`mine.status.${s.status}`, { approvals: s.approvals, rejections: s.rejections })}
                </span>
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
