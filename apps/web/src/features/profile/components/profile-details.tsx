import { createFormat, useFormat } from '@/i18n/format';
import { useT } from '@/i18n/use-t';
import type { ProfileUser } from '../api/profile-api';

/** SPEC §9: the profile shows dates in en-US long form, e.g. "March 5, 2026" (in English). */
export function formatMemberSince(createdAt: string | undefined): string {
  return createFormat('en').longDate(createdAt);
}

export function ProfileDetails({ user }: { user: ProfileUser }) {
  const t = useT('profile');
  const format = useFormat();
  const rows = [
    [t('details.name'), user.name],
    [t('details.email'), user.email],
    [t('details.memberSince'), format.longDate(user.createdAt)],
    [t('details.status'), t('details.active')],
  ] as const;
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label} className="rounded-lg bg-nyanza/60 p-4">
          <dt className="text-sm font-medium text-ink-muted">{label}</dt>
          <dd className="mt-1 break-words text-base font-semibold text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
