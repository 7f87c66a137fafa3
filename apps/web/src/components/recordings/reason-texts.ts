import type { QualityReason } from '@dhvani/contract/quality-reasons';
import { useFormat } from '@/i18n/format';
import { useLocale, useT } from '@/i18n/use-t';

/** The figures of a reason as its sentence prints them (same places as the server's English). */
const PLACES: Record<string, number> = { percent: 0, dbfs: 0, db: 0, seconds: 1 };

/**
 * Why a recording got its grade, in the reader's language (issue 19). English shows the server's own
 * sentences; another language words each stored code from the common catalog (`reason.<code>`), with the
 * figures in that language's digits. A reason the catalog does not know keeps the server's sentence.
 */
export function useReasonTexts(reasons: readonly string[], codes: readonly QualityReason[] | undefined) {
  const locale = useLocale();
  const t = useT('common');
  const format = useFormat();
  if (locale === 'en' || !codes || codes.length !== reasons.length) return [...reasons];
  return codes.map((reason, i) => {
    const key = `reason.${reason.code}`;
    if (!t.has(key)) return reasons[i] ?? reason.code;
    const values = Object.fromEntries(
      Object.entries(reason.params).map(([name, value]) => {
        const places = reason.code === 'clipped' ? (value < 0.1 ? 2 : 1) : (PLACES[name] ?? 0);
        return [name, format.decimal(value, places)];
      }),
    );
    return t(key as 'reason.no_speech', values);
  });
}
