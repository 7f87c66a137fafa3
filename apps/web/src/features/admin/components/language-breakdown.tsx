import type { AdminStats } from '@dhvani/contract/admin';
import { useT } from '@/i18n/use-t';
import { cardVariants } from '@/components/ui/card';

// Recordings per language, largest first, as labelled bars.
export function LanguageBreakdown({ languages }: { languages: AdminStats['byLanguage'] }) {
  const t = useT('admin');
  const common = useT('common');
  const sorted = [...languages].sort((a, b) => b.count - a.count);
  const max = Math.max(1, ...sorted.map((l) => l.count));
  return (
    <section aria-labelledby="by-language" className={cardVariants()}>
      <h2 id="by-language" className="mb-3 text-sm font-medium text-ink-muted">
        {t('byLanguage.heading')}
      </h2>
      {sorted.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('byLanguage.none')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {sorted.map((l) => (
            <li key={l.language} className="grid grid-cols-[6rem_1fr_3rem] items-center gap-2 text-sm">
              <span>
                {common.has(`languageName.${l.language}`)
                  ? common(`languageName.${l.language}` as 'languageName.Hindi')
                  : l.language}
              </span>
              <span className="h-2 rounded-full bg-mist">
                <span
                  className="block h-2 rounded-full bg-midnight-green"
                  style={{ width: `${(l.count / max) * 100}%` }}
                />
              </span>
              <span className="text-right tabular-nums">{l.count}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
