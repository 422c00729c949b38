import { MESSAGES } from '@shared/messages';
import { LoadError } from '@client/components/ui/load-error';
import { Badge } from '@client/components/ui/badge';
import { ApiError } from '@client/lib/api-client';
import { formatDate, formatDateTime } from '@client/lib/format-date';
import { useUsers } from '../api/get-users';
import { AdminHeader } from './admin-nav';
import { AdminTable } from './admin-table';
import { AdminOnly, Forbidden } from './admin-only';

const COLUMNS = [{ label: 'Email' }, { label: 'Role' }, { label: 'Date Joined' }, { label: 'Last Sign-In' }];

function UsersTable() {
  const users = useUsers();

  if (users.error instanceof ApiError && users.error.status === 403) return <Forbidden />;
  return (
    <>
      <AdminHeader page="Users" description="Everyone with an account." />
      {users.isError ? (
        <LoadError
          title="Failed to load users"
          message={users.error.message}
          onRetry={() => users.refetch()}
          retrying={users.isFetching}
        />
      ) : users.data?.length === 0 ? (
        <p className="admin-empty">{MESSAGES.noUsers}</p>
      ) : (
        <AdminTable
          caption="Users"
          className="admin-users"
          columns={COLUMNS}
          rows={users.data}
          busy={users.isPending}
          placeholders={['70%', 48, 96, 128]}
          row={(row) => (
            <tr key={row.id}>
              <td className="admin-users__email">{row.email}</td>
              <td>
                <Badge tone={row.role === 'admin' ? 'primary' : 'neutral'}>{row.role}</Badge>
              </td>
              <td>
                <span className="admin-users__phone-label">Joined </span>
                <time dateTime={row.created_at}>{formatDate(row.created_at)}</time>
              </td>
              <td>
                <span className="admin-users__phone-label">Last sign-in: </span>
                {row.last_sign_in_at ? (
                  <time dateTime={row.last_sign_in_at}>{formatDateTime(row.last_sign_in_at)}</time>
                ) : (
                  'Never'
                )}
              </td>
            </tr>
          )}
        />
      )}
    </>
  );
}

/** /admin/users: the Users table (Email, Role, Date Joined, and the last sign-in). */
export function UsersPage() {
  return (
    <div className="admin-page">
      <AdminOnly>
        <UsersTable />
      </AdminOnly>
    </div>
  );
}
