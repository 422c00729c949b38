import { describe, expect, it } from 'vitest';
import { buildSceneModel } from '@client/features/mind-maps/components/canvas/scene-model';
import {
  ANNOUNCE_GAP_MS,
  type BranchChange,
  branchChanges,
  createAnnouncer,
  describeChanges,
} from '@client/features/mind-maps/components/editor/branch-changes';
import { mapNode, mapView } from '../../map-fixtures';

/** A clock that moves only when told, running its timers as it passes them. */
function fakeClock() {
  let now = 0;
  let timers: Array<{ at: number; run: () => void; id: number }> = [];
  let next = 0;
  return {
    now: () => now,
    setTimeout: (run: () => void, ms: number) => {
      next += 1;
      timers.push({ at: now + ms, run, id: next });
      return next;
    },
    clearTimeout: (id: unknown) => {
      timers = timers.filter((timer) => timer.id !== id);
    },
    advance(ms: number) {
      now += ms;
      const due = timers.filter((timer) => timer.at <= now);
      timers = timers.filter((timer) => timer.at > now);
      due.forEach((timer) => timer.run());
    },
  };
}

const renamed = (from: string, to: string, author: string | null = 'Ana', id = from): BranchChange => ({
  kind: 'renamed',
  id,
  from,
  to,
  author,
});
const added = (under: string, author: string | null = null): BranchChange => ({
  kind: 'added',
  parent: under,
  under,
  author,
});

describe('branchChanges', () => {
  const base = [
    mapNode('root', null, { label: 'Plan' }),
    mapNode('goals', 'root', { label: 'Goals' }),
    mapNode('g1', 'goals', { label: 'Grow' }),
    mapNode('g2', 'g1', { label: 'Hire' }),
    mapNode('other', 'root', { label: 'Other' }),
  ];
  const before = buildSceneModel(mapView(base));

  it('tells renames, additions and removals in the focused branch, and nothing outside it', () => {
    const after = buildSceneModel(
      mapView([
        mapNode('root', null, { label: 'Plan' }),
        mapNode('goals', 'root', { label: 'Targets' }),
        mapNode('new', 'goals', { label: '' }),
        mapNode('other', 'root', { label: 'Elsewhere' }),
        mapNode('far', 'other'),
      ]),
    );
    const remote = new Map<string, string | null>([
      ['goals', 'Ana'],
      ['new', null],
      ['g1', 'Bo'],
      ['g2', 'Bo'],
      ['other', 'Ana'],
      ['far', 'Ana'],
    ]);
    expect(branchChanges(before, after, 'goals', remote)).toEqual([
      { kind: 'renamed', id: 'goals', from: 'Goals', to: 'Targets', author: 'Ana' },
      { kind: 'added', parent: 'goals', under: 'Targets', author: null },
      { kind: 'removed', parent: 'goals', from: 'Goals', author: 'Bo' },
      { kind: 'removed', parent: 'goals', from: 'Goals', author: 'Bo' },
    ]);
  });

  it('tells nodes moved into, out of and within the branch, and notes edited in it', () => {
    const after = buildSceneModel(
      mapView([
        mapNode('root', null, { label: 'Plan' }),
        mapNode('goals', 'root', { label: 'Goals', description: 'Ask finance' }),
        mapNode('g1', 'other', { label: 'Grow' }),
        mapNode('g2', 'goals', { label: 'Hire' }),
        mapNode('other', 'root', { label: 'Other', description: 'Not ours' }),
        mapNode('o1', 'goals', { label: 'Budget' }),
      ]),
    );
    const withO1 = buildSceneModel(mapView([...base, mapNode('o1', 'other', { label: 'Budget' })]));
    const remote = new Map<string, string | null>([
      ['goals', 'Ana'],
      ['g1', 'Bo'],
      ['g2', 'Bo'],
      ['other', 'Ana'],
      ['o1', null],
    ]);
    expect(branchChanges(withO1, after, 'goals', remote)).toEqual([
      { kind: 'described', id: 'goals', name: 'Goals', author: 'Ana' },
      { kind: 'moved', id: 'g1', name: 'Grow', under: 'Other', author: 'Bo' },
      { kind: 'moved', id: 'g2', name: 'Hire', under: 'Goals', author: 'Bo' },
      { kind: 'moved', id: 'o1', name: 'Budget', under: 'Goals', author: null },
    ]);
    expect(describeChanges(branchChanges(withO1, after, 'goals', remote))).toBe(
      'Bo moved “Grow” under “Other”. Bo moved “Hire” under “Goals”. Someone moved “Budget” under “Goals”. ' +
        'Ana edited the notes of “Goals”.',
    );
  });

  it('tells only what collaborators touched', () => {
    const after = buildSceneModel(mapView(base.map((node) => ({ ...node, label: `${node.label}!` }))));
    expect(branchChanges(before, after, 'goals', new Map())).toEqual([]);
  });
});

describe('describeChanges', () => {
  it('names who renamed, and counts nodes added or removed under each parent', () => {
    expect(describeChanges([renamed('Goals', 'Targets')])).toBe('Ana renamed “Goals” to “Targets”.');
    expect(describeChanges([added('Goals'), added('Goals')])).toBe('2 nodes added under “Goals”.');
    expect(
      describeChanges([
        { kind: 'removed', parent: 'g', from: 'Goals', author: 'Bo' },
        renamed('A', 'B', null),
        renamed('B', 'C', null, 'A'),
        { kind: 'joined', name: 'Ana', on: 'Goals' },
      ]),
    ).toBe('Someone renamed “A” to “C”. 1 node removed from “Goals” by Bo. Ana is on “Goals”.');
  });
});

describe('createAnnouncer', () => {
  it('says the first change at once and gathers the next ones into one message two seconds later', () => {
    const clock = fakeClock();
    const said: string[] = [];
    const announcer = createAnnouncer((text) => said.push(text), clock);
    announcer.add('goals', [renamed('Goals', 'Targets')]);
    expect(said).toEqual(['Ana renamed “Goals” to “Targets”.']);

    clock.advance(500);
    announcer.add('goals', [added('Targets')]);
    clock.advance(500);
    announcer.add('goals', [added('Targets')]);
    expect(said).toHaveLength(1);
    clock.advance(ANNOUNCE_GAP_MS - 1_001);
    expect(said).toHaveLength(1);
    clock.advance(1);
    expect(said).toEqual(['Ana renamed “Goals” to “Targets”.', '2 nodes added under “Targets”.']);

    clock.advance(ANNOUNCE_GAP_MS);
    announcer.add('goals', [added('Targets')]);
    expect(said.at(-1)).toBe('1 node added under “Targets”.');
  });

  it('keeps the pace per branch, and drops what waits for a branch no longer focused', () => {
    const clock = fakeClock();
    const said: string[] = [];
    const announcer = createAnnouncer((text) => said.push(text), clock);
    announcer.add('a', [added('A')]);
    announcer.add('b', [added('B')]);
    expect(said).toEqual(['1 node added under “A”.', '1 node added under “B”.']);
    clock.advance(100);
    announcer.add('a', [added('A')]);
    announcer.focus('b');
    clock.advance(ANNOUNCE_GAP_MS);
    expect(said).toHaveLength(2);
    announcer.add('b', [added('B')]);
    announcer.dispose();
    clock.advance(ANNOUNCE_GAP_MS);
    expect(said).toHaveLength(3);
  });
});
