import type { ActivityEntry } from '@shared/api/activity';

/** What an `edited` entry's fields are called in a sentence. */
const FIELD_WORDS: Record<NonNullable<ActivityEntry['fields']>[number], string> = {
  description: 'description',
  due_date: 'due date',
  assignee_id: 'assignee',
  priority: 'priority',
  notes: 'notes',
  todo_list_id: 'linked to-do list',
  mindmap_id: 'linked mind map',
};

/** The longest part of a comment an entry quotes. */
export const QUOTED_LENGTH = 120;

const and = new Intl.ListFormat('en', { type: 'conjunction' });
const quoted = (text: string) => `“${text}”`;
const excerpt = (text: string) =>
  text.length > QUOTED_LENGTH ? `${text.slice(0, QUOTED_LENGTH - 1).trimEnd()}…` : text;

/** Who made a change: "Maya Chen", "Maya Chen and Leo Park"; "Someone" when no author was recorded. */
export function authorWords(entry: Pick<ActivityEntry, 'authors'>): string {
  return entry.authors.length === 0 ? 'Someone' : and.format(entry.authors.map((author) => author.name));
}

/**
 * What happened, after its authors: "moved it from Doing to Done", "renamed it from “Venue” to “Book the
 * venue”", "changed the due date and priority". A lane or list deleted since is "a deleted lane".
 */
export function activityWords(entry: ActivityEntry): string {
  const place = (name: string | null | undefined, noun: string) => name ?? `a deleted ${noun}`;
  switch (entry.kind) {
    case 'created':
      return entry.to ? `created it as ${quoted(entry.to)}` : 'created it';
    case 'renamed':
      return entry.from
        ? `renamed it from ${quoted(entry.from)} to ${quoted(entry.to ?? '')}`
        : `renamed it to ${quoted(entry.to ?? '')}`;
    case 'edited':
      return `changed the ${and.format((entry.fields ?? []).map((field) => FIELD_WORDS[field]))}`;
    case 'completed':
      return 'completed it';
    case 'reopened':
      return 'reopened it';
    case 'lane':
      return `moved it from ${place(entry.from, 'lane')} to ${place(entry.to, 'lane')}`;
    case 'moved':
      return `moved it from ${place(entry.from, 'list')} to ${place(entry.to, 'list')}`;
    case 'commented':
      return `commented: ${quoted(excerpt(entry.text ?? ''))}`;
  }
}
