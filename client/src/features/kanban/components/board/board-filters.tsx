import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { TeamMember } from '@shared/api/teams';
import { Button } from '@client/components/ui/button';
import {
  type CardFilter,
  type DueFilter,
  isFiltering,
  NO_FILTER,
  type PriorityFilter,
} from '../../utils/card-filter';

export interface BoardFiltersProps {
  filter: CardFilter;
  members: readonly TeamMember[];
  onChange(patch: Partial<CardFilter>): void;
  shown: number;
  total: number;
}

/** Filter by assignee, priority and due state, and search titles; the filter lives in the URL. */
export function BoardFilters({ filter, members, onChange, shown, total }: BoardFiltersProps) {
  // The field keeps what is typed: the URL it is written to updates a little later, and a field drawn from
  // the URL alone lost letters typed in between. The URL's query shows when it changes otherwise (back,
  // forward) while the field is not being typed in.
  const [query, setQuery] = useState(filter.query);
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (document.activeElement !== field.current) setQuery(filter.query);
  }, [filter.query]);
  return (
    <div className="board-filters" role="search" aria-label="Filter cards">
      <label className="board-filters__search">
        <Search aria-hidden="true" />
        <span className="visually-hidden">Search cards by title or description</span>
        <input
          type="search"
          placeholder="Search cards"
          ref={field}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            onChange({ query: event.target.value });
          }}
        />
      </label>
      <label className="board-filters__select">
        <span>Assignee</span>
        <select
          value={filter.assignee ?? ''}
          onChange={(event) => onChange({ assignee: event.target.value || null })}
        >
          <option value="">Anyone</option>
          <option value="unassigned">Unassigned</option>
          {members.map((member) => (
            <option key={member.id} value={member.id}>
              {member.name || member.email}
            </option>
          ))}
        </select>
      </label>
      <label className="board-filters__select">
        <span>Priority</span>
        <select
          value={filter.priority ?? ''}
          onChange={(event) => onChange({ priority: (event.target.value || null) as PriorityFilter | null })}
        >
          <option value="">Any</option>
          <option value="high">High</option>
          <option value="medium">Medium</option>
          <option value="low">Low</option>
        </select>
      </label>
      <label className="board-filters__select">
        <span>Due</span>
        <select
          value={filter.due ?? ''}
          onChange={(event) => onChange({ due: (event.target.value || null) as DueFilter | null })}
        >
          <option value="">Any time</option>
          <option value="overdue">Overdue</option>
          <option value="week">Due this week</option>
          <option value="none">No due date</option>
        </select>
      </label>
      {isFiltering(filter) && (
        <>
          <span className="board-filters__count">
            {shown} of {total} cards
          </span>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              setQuery('');
              onChange(NO_FILTER);
            }}
          >
            Clear filters
          </Button>
        </>
      )}
    </div>
  );
}
