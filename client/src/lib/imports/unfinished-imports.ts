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

/** The words for what an import made: “Conference”: 148 nodes, 1 cut. */
export function importedCounts(counts: {
  skipped: number;
  cut: number;
  nodes?: number;
  todos?: number;
  lanes?: number;
  cards?: number;
}): string {
  const parts = [
    counted(counts.nodes, 'node'),
    counted(counts.todos, 'to-do'),
    counted(counts.lanes, 'lane'),
    counted(counts.cards, 'card'),
    counts.skipped ? `${counts.skipped.toLocaleString('en-US')} skipped` : undefined,
    counts.cut ? `${counts.cut.toLocaleString('en-US')} cut` : undefined,
  ];
  return parts.filter(Boolean).join(', ');
}

function counted(count: number | undefined, noun: string): string | undefined {
  if (count === undefined) return undefined;
  return `${count.toLocaleString('en-US')} ${noun}${count === 1 ? '' : 's'}`;
}

/** A link that downloads a map, list or board as a file (the cookie goes with it). */
export function exportHref(kind: ImportKind, id: string, format: string): string {
  return `/api/exports/${kind}/${encodeURIComponent(id)}?format=${format}`;
}
