import type { ProfileUser } from '../api/profile-api';

/** SPEC §9: the profile shows dates in en-US long form, e.g. "March 5, 2026". */
export function formatMemberSince(createdAt: string | undefined): string {
  const date = createdAt ? new Date(createdAt) : null;
  if (!date || Number.isNaN(date.getTime())) return '—';
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

export function ProfileDetails({ user }: { user: ProfileUser }) {
  const rows = [
    ['Full Name', user.name],
    ['Email Address', user.email],
    ['Member Since', formatMemberSince(user.createdAt)],
    ['Account Status', 'Active'],
  ] as const;
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label} className="rounded-lg bg-nyanza/60 p-4">
          <dt className="text-sm font-medium text-slate-700">{label}</dt>
          <dd className="mt-1 break-words text-base font-semibold text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
