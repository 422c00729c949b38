import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { CardFilter, DueFilter, PriorityFilter } from '../utils/card-filter';

const PRIORITIES: readonly PriorityFilter[] = ['low', 'medium', 'high'];
const DUE: readonly DueFilter[] = ['overdue', 'week', 'none'];

function pick<T extends string>(value: string | null, allowed: readonly T[]): T | null {
  return allowed.includes(value as T) ? (value as T) : null;
}

/**
 * The card filter, kept in the URL (?assignee=&priority=&due=&q=) so a filtered board can be shared;
 * changing it replaces the history entry rather than adding one per keystroke.
 */
export function useBoardFilter(): [CardFilter, (patch: Partial<CardFilter>) => void] {
  const [params, setParams] = useSearchParams();
  const filter = useMemo<CardFilter>(
    () => ({
      assignee: params.get('assignee') || null,
      priority: pick(params.get('priority'), PRIORITIES),
      due: pick(params.get('due'), DUE),
      query: params.get('q') ?? '',
    }),
    [params],
  );
  const update = useCallback(
    (patch: Partial<CardFilter>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          const set = (key: string, value: string | null | undefined) => {
            if (value === undefined) return;
            if (value) next.set(key, value);
            else next.delete(key);
          };
          set('assignee', patch.assignee);
          set('priority', patch.priority);
          set('due', patch.due);
          set('q', patch.query);
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return [filter, update];
}
