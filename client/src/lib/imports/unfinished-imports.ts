import { useQuery, useQueryClient } from '@tanstack/react-query';
import { unfinishedImportsSchema, type UnfinishedImportAnswer } from '@shared/api/imports';
import type { ImportKind } from '@shared/formats/model';
import { api } from '../api-client';

export const UNFINISHED_IMPORTS_KEY = ['imports', 'unfinished'] as const;

/** GET /api/imports/unfinished: the imports a failure cut short, of one kind. */
export function useUnfinishedImports(kind: ImportKind) {
  return useQuery({
    queryKey: UNFINISHED_IMPORTS_KEY,
    queryFn: async () => unfinishedImportsSchema.parse(await api<unknown>('/api/imports/unfinished')).imports,
    select: (imports: UnfinishedImportAnswer[]) => imports.filter((entry) => entry.kind === kind),
  });
}

/** Reads the unfinished imports again (after one is removed). */
export function useReloadUnfinishedImports() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: UNFINISHED_IMPORTS_KEY });
}

/** A link that downloads a map, list or board as a file (the cookie goes with it). */
export function exportHref(kind: ImportKind, id: string, format: string): string {
  return `/api/exports/${kind}/${encodeURIComponent(id)}?format=${format}`;
}
