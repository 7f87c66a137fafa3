import type { ConsentEvent } from '@dhvani/contract/privacy';
import { useFormat } from '@/i18n/format';
import { useT } from '@/i18n/use-t';

/** Every consent and withdrawal, newest first, with the notice version each one was about. */
export function ConsentHistory({ events }: { events: ConsentEvent[] }) {
  const t = useT('profile');
  const format = useFormat();
  return (
    <div className="mt-5">
      <h3 className="font-semibold text-ink">{t('consent.history')}</h3>
      {events.length === 0 ? (
        <p className="mt-1 text-ink-muted">{t('consent.historyEmpty')}</p>
      ) : (
        <ol aria-label={t('consent.history')} className="mt-2 divide-y divide-cadet-gray/30">
          {events.map((event) => (
            <li key={`${event.kind}-${event.at}`} className="flex flex-wrap justify-between gap-x-4 py-2">
              <span className="text-ink">
                {t(
                  event.kind === 'given'
                    ? 'consent.event.given'
                    : event.by === 'guardian'
                      ? 'consent.event.withdrawnByGuardian'
                      : 'consent.event.withdrawn',
                  { version: format.noticeVersion(event.version) },
                )}
              </span>
              <time dateTime={event.at} className="text-ink-muted">
                {format.shortDate(event.at)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
