import { describe, expect, it } from 'vitest';
import { notificationHref } from '@client/components/notifications/api/notifications';

const target = { id: 't1', title: 'Write copy', list_id: null, board_id: null };

describe('notificationHref', () => {
  it("opens a to-do's list, the to-do lists page for the inbox, and a card's board", () => {
    expect(notificationHref({ ...target, kind: 'todo', list_id: 'l1' })).toBe('/todos/l1?comments=t1');
    expect(notificationHref({ ...target, kind: 'todo' })).toBe('/todos');
    expect(notificationHref({ ...target, kind: 'card', board_id: 'b1' })).toBe('/kanban/b1');
    expect(notificationHref({ ...target, kind: 'card' })).toBe('/kanban');
  });
});
