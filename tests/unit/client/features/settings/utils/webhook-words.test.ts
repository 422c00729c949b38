import { describe, expect, it } from 'vitest';
import { WEBHOOK_EVENT_TYPES } from '@shared/api/webhooks';
import {
  answerExcerpt,
  EVENT_GROUPS,
  eventsSummary,
  fieldMessage,
  webhookStatus,
} from '@client/features/settings/utils/webhook-words';

describe('EVENT_GROUPS', () => {
  it('puts every event type of the contract in one group, by the kind before its dot', () => {
    expect(EVENT_GROUPS.flatMap((group) => group.types)).toEqual([...WEBHOOK_EVENT_TYPES]);
    expect(EVENT_GROUPS.map((group) => group.label)).toEqual([
      'Mind maps',
      'Nodes',
      'To-do lists',
      'To-dos',
      'Boards',
      'Cards',
      'Comments',
      'Members',
    ]);
    expect(EVENT_GROUPS.find((group) => group.kind === 'todo')!.types).not.toContain('todolist.created');
  });
});

describe('eventsSummary', () => {
  it('says "All events" for the wildcard', () => {
    expect(eventsSummary(['*'])).toBe('All events');
  });

  it('names up to three types, then counts the rest', () => {
    expect(eventsSummary(['card.moved'])).toBe('1 event: card.moved');
    expect(eventsSummary(['card.moved', 'card.created', 'todo.completed'])).toBe(
      '3 events: card.moved, card.created, todo.completed',
    );
    expect(eventsSummary(['a.x', 'b.x', 'c.x', 'd.x', 'e.x'])).toBe('5 events: a.x, b.x, c.x and 2 more');
  });
});

describe('webhookStatus', () => {
  it('calls an endpoint turned off disabled, even while its deliveries were failing', () => {
    const status = webhookStatus({
      disabledAt: '2026-11-02T10:00:00.000Z',
      failingSince: '2026-10-30T10:00:00Z',
    });
    expect(status.tone).toBe('neutral');
    expect(status.label).toMatch(/^Disabled on .*2026/);
  });

  it('says since when a working endpoint has been failing, else that it is active', () => {
    const failing = webhookStatus({ disabledAt: null, failingSince: '2026-10-30T10:00:00.000Z' });
    expect(failing).toMatchObject({ tone: 'danger', label: expect.stringMatching(/^Failing since .*2026/) });
    expect(webhookStatus({ disabledAt: null, failingSince: null })).toEqual({
      tone: 'success',
      label: 'Active',
    });
  });
});

describe('answerExcerpt', () => {
  it('shows the start of an answer on one line, cut with an ellipsis', () => {
    expect(answerExcerpt('ok\n  thanks')).toBe('ok thanks');
    expect(answerExcerpt('x'.repeat(100))).toBe(`${'x'.repeat(80)}…`);
    expect(answerExcerpt(null)).toBe('—');
  });
});

describe('fieldMessage', () => {
  it('puts a message about a field beside that field, without its prefix', () => {
    expect(fieldMessage('url: points at a private or reserved address (10.0.0.1)')).toEqual({
      field: 'url',
      text: 'Points at a private or reserved address (10.0.0.1)',
    });
    expect(fieldMessage('events: choose at least one event type')).toEqual({
      field: 'events',
      text: 'Choose at least one event type',
    });
  });

  it('keeps any other message whole, for the whole form', () => {
    expect(fieldMessage('A workspace can have at most 20 webhooks.')).toEqual({
      field: null,
      text: 'A workspace can have at most 20 webhooks.',
    });
    expect(fieldMessage('Forbidden: owner only')).toEqual({ field: null, text: 'Forbidden: owner only' });
  });
});
