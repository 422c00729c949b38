import { describe, expect, it } from 'vitest';
import type { LostWrite } from '@shared/schema/mindmap-lost-writes';
import type { NodeValue } from '@shared/schema/mindmap-store';
import { lostEditNotice } from '@client/features/mind-maps/hooks/use-lost-edits';
import { mapNode } from '../map-fixtures';

const node = (label: string): NodeValue => ({ ...mapNode('n1', 'root', { label }), stamps: {} });

const lost = (field: LostWrite['field'], mine: string, kept: string): LostWrite => ({
  nodeId: 'n1',
  field,
  mine: node(mine),
  kept: node(kept),
  by: 7,
});

describe('the notice of edits that lost to later ones', () => {
  it('names the later rename, its author and the name it replaced', () => {
    expect(lostEditNotice([lost('label', 'Money', 'Costs')], 'Bob')).toBe(
      'Bob’s later rename “Costs” replaced your “Money”.',
    );
  });

  it('says "A later" when the author was never present, and counts the other edits lost', () => {
    expect(
      lostEditNotice(
        [lost('description', 'Costs', 'Costs'), lost('parentId', 'Costs', 'Costs'), lost('label', 'A', 'B')],
        null,
      ),
    ).toBe(
      'A later change to the notes of “Costs” replaced yours. 2 more of your edits were replaced by later ones.',
    );
    expect(lostEditNotice([lost('link', 'Costs', 'Costs')], 'Ann')).toBe(
      'Ann’s later change to the link of “Costs” replaced yours.',
    );
    expect(lostEditNotice([lost('parentId', 'X', ' '), lost('label', 'A', 'B')], 'Ann')).toBe(
      'Ann’s later move of “Untitled” replaced yours. 1 more of your edits was replaced by later ones.',
    );
  });
});
