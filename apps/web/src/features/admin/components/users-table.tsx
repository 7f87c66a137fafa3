import type { AdminUser } from '@dhvani/contract/admin';
import { EmptyState } from '@/components/ui/data-states';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { useFormat } from '@/i18n/format';
import { useT } from '@/i18n/use-t';

const HEADINGS = ['name', 'email', 'phone', 'role', 'joined', 'tokens', 'recordings'] as const;

// One page of users; a user's recording count filters the recordings list to that user.
export function UsersTable({
  users,
  onShowRecordings,
}: {
  users: AdminUser[];
  onShowRecordings: (user: AdminUser) => void;
}) {
  const t = useT('admin');
  const format = useFormat();
  if (users.length === 0) return <EmptyState>{t('users.none')}</EmptyState>;
  return (
    <DataTable headings={HEADINGS.map((h) => t(`users.${h}`))} minWidthClass="min-w-[46rem]">
      {users.map((u) => (
        <tr key={u._id}>
          <td className="px-4 py-3">{u.name}</td>
          <td className="px-4 py-3 break-all">{u.email}</td>
          <td className="px-4 py-3 whitespace-nowrap">{u.phoneNo ?? '--'}</td>
          <td className="px-4 py-3">{t(u.role === 'admin' ? 'users.admin' : 'users.contributor')}</td>
          <td className="px-4 py-3 whitespace-nowrap">{format.shortDate(u.createdAt)}</td>
          <td className="px-4 py-3 tabular-nums">{u.rewardTokens}</td>
          <td className="px-2 py-1.5">
            <Button
              variant="link"
              size="sm"
              aria-label={t('users.showRecordings', { count: u.recordingCount, name: u.name })}
              disabled={u.recordingCount === 0}
              onClick={() => onShowRecordings(u)}
            >
              {u.recordingCount}
            </Button>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
