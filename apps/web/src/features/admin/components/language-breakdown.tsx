import type { AdminStats } from '@dhvani/contract/admin';

// Recordings per language, largest first, as labelled bars.
export function LanguageBreakdown({ languages }: { languages: AdminStats['byLanguage'] }) {
  const sorted = [...languages].sort((a, b) => b.count - a.count);
  const max = Math.max(1, ...sorted.map((l) => l.count));
  return (
    <section
      aria-labelledby="by-language"
      className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-midnight-green/15"
    >
      <h2 id="by-language" className="mb-3 text-sm font-medium text-slate-700">
        Recordings by language
      </h2>
      {sorted.length === 0 ? (
        <p className="text-sm text-slate-700">No recordings yet.</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {sorted.map((l) => (
            <li key={l.language} className="grid grid-cols-[6rem_1fr_3rem] items-center gap-2 text-sm">
              <span>{l.language}</span>
              <span className="h-2 rounded-full bg-slate-100">
                <span
                  className="block h-2 rounded-full bg-cadet-gray"
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
