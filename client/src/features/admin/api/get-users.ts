import { useQuery } from '@tanstack/react-query';
import type { Role } from '@shared/api/auth';
import { USERS_LIST_LIMIT } from '@shared/constants';
import { api, FN } from '@client/lib/api-client';

export interface AdminUserRow {
  id: string;
  email: string;
  role: Role;
  created_at: string;
  /** When the user last signed in; null: never (beside the contract's row, see docs/decisions.md). */
  last_sign_in_at: string | null;
}

/** GET /api/users?skip=0&limit=100 (admins only; others get 403 Forbidden). */
export async function getUsers() {
  const { data } = await api<{ data: AdminUserRow[] }>(`${FN}/users?skip=0&limit=${USERS_LIST_LIMIT}`);
  return data;
}

export function useUsers() {
  return useQuery({ queryKey: ['admin', 'users'], queryFn: getUsers, retry: false });
}
