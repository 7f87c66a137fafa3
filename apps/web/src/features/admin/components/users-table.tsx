import type { AdminUser } from '@dhvani/contract/admin';
import { formatDate } from '@dhvani/contract/dashboard';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';

const HEADINGS = ['Name', 'Email', 'Phone', 'Role', 'Joined', 'Tokens', 'Recordings'];

// One page of users; a user's recording count filters the recordings list to that user.
export function UsersTable({
  users,
  onShowRecordings,
}: {
  users: AdminUser[];
  onShowRecordings: (user: AdminUser) => void;
}) {
  if (users.length === 0) return <p className="text-slate-700">No users yet.</p>;
  return (
    <DataTable headings={HEADINGS} minWidthClass="min-w-[46rem]">
      {users.map((u) => (
        <tr key={u._id}>
          <td className="px-4 py-3">{u.name}</td>
          <td className="px-4 py-3 break-all">{u.email}</td>
          <td className="px-4 py-3 whitespace-nowrap">{u.phoneNo ?? '--'}</td>
          <td className="px-4 py-3">{u.role === 'admin' ? 'Admin' : 'Contributor'}</td>
          <td className="px-4 py-3 whitespace-nowrap">{formatDate(u.createdAt)}</td>
          <td className="px-4 py-3 tabular-nums">{u.rewardTokens}</td>
          <td className="px-2 py-1.5">
            <Button
              variant="link"
              size="sm"
              aria-label={`Show the ${u.recordingCount} recordings of ${u.name}`}
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
