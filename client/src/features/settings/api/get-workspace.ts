import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { workspaceSummary, type WorkspaceSummary } from '@shared/api/teams';
import { api, FN } from '@client/lib/api-client';

/** The cache key the rest of the app reads the user's workspaces under, so all read one copy. */
const WORKSPACES_KEY = ['workspaces'] as const;

/** The current workspace (its name and the user's role there), undefined while unknown. */
export function useSettingsWorkspace(): {
  workspace: WorkspaceSummary | undefined;
  isError: boolean;
  isFetching: boolean;
  refetch: () => void;
} {
  const query = useQuery({
    queryKey: WORKSPACES_KEY,
    queryFn: async () => z.array(workspaceSummary).parse(await api<unknown>(`${FN}/workspaces`)),
    staleTime: 60_000,
  });
  return {
    workspace: query.data?.find((candidate) => candidate.current),
    isError: query.isError,
    isFetching: query.isFetching,
    refetch: () => void query.refetch(),
  };
}
