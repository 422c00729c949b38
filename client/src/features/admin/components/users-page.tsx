import { MESSAGES } from '@shared/messages';
import { LoadError } from '@client/components/ui/load-error';
import { Badge } from '@client/components/ui/badge';
import { Skeleton } from '@client/components/ui/skeleton';
import { Table } from '@client/components/ui/table';
import { ApiError } from '@client/lib/api-client';
import { formatDate, formatDateTime } from '@client/lib/format-date';
import { useUsers } from '../api/get-users';
import { AdminHeader } from './admin-nav';
import { AdminOnly, Forbidden } from './admin-only';

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
        <Table caption="Users" className="admin-users" stackOnPhone aria-busy={users.isPending || undefined}>
          <thead>
            <tr>
              <th scope="col">Email</th>
              <th scope="col">Role</th>
              <th scope="col">Date Joined</th>
              <th scope="col">Last Sign-In</th>
            </tr>
          </thead>
          <tbody>
            {users.data
              ? users.data.map((row) => (
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
                ))
              : [0, 1, 2].map((index) => (
                  <tr key={index}>
                    <td>
                      <Skeleton width="70%" />
                    </td>
                    <td>
                      <Skeleton width={48} />
                    </td>
                    <td>
                      <Skeleton width={96} />
                    </td>
                    <td>
                      <Skeleton width={128} />
                    </td>
                  </tr>
                ))}
          </tbody>
        </Table>
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
