import type { GrievanceOfficer as Officer } from '@dhvani/contract/privacy';
import { useEffect, useState } from 'react';
import { useT } from '@/i18n/use-t';
import { fetchNoticeInfo } from '../api/notice-api';

type State = { kind: 'loading' } | { kind: 'failed' } | { kind: 'loaded'; officer: Officer | null };

/**
 * The grievance officer is configured on the server at run time (GRIEVANCE_OFFICER_*), while the page is
 * prerendered at build time: it starts as "loading" in both, then asks the server.
 */
export function GrievanceOfficer() {
  const t = useT('legal');
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    let cancelled = false;
    fetchNoticeInfo().then(
      (info) => !cancelled && setState({ kind: 'loaded', officer: info.grievanceOfficer }),
      () => !cancelled && setState({ kind: 'failed' }),
    );
    return () => {
      cancelled = true;
    };
  }, []);

  if (state.kind === 'loading') return <p className="mt-2 text-ink-muted">{t('ui.grievanceLoading')}</p>;
  if (state.kind === 'failed') return <p className="mt-2 text-danger-strong">{t('ui.grievanceFailed')}</p>;
  const { officer } = state;
  if (!officer) {
    return (
      <p
        data-testid="grievance-officer"
        className="mt-2 rounded-lg border border-dashed border-warning-line bg-warning-soft p-3 font-medium text-warning"
      >
        {t('ui.grievanceNotSet')}
      </p>
    );
  }
  const rows = [
    { label: t('ui.grievanceName'), value: officer.name },
    { label: t('ui.grievanceEmail'), value: officer.email, href: officer.email && `mailto:${officer.email}` },
    { label: t('ui.grievancePhone'), value: officer.phone, href: officer.phone && `tel:${officer.phone}` },
    { label: t('ui.grievanceAddress'), value: officer.address },
  ].filter((row) => row.value);
  return (
    <dl data-testid="grievance-officer" className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
      {rows.map((row) => (
        <div key={row.label} className="contents">
          <dt className="font-medium text-ink-muted">{row.label}</dt>
          <dd className="break-words text-ink">
            {row.href ? (
              <a href={row.href} className="text-midnight-green underline">
                {row.value}
              </a>
            ) : (
              row.value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
