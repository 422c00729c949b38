import * as Y from 'yjs';
import { describe, expect, it } from 'vitest';
import { type Migration, assertMigrationsOrdered, runMigrations } from '@shared/schema/migrations';

function setup(version?: number) {
  const doc = new Y.Doc();
  // The runner is generic over a document's meta map; this test stands in for a schema module.
  const meta = doc.getMap<unknown>('meta');
  if (version !== undefined) meta.set('schemaVersion', version);
  const applied: number[] = [];
  const migrations: Migration[] = [1, 2, 3].map((version) => ({
    version,
    description: `v${version}`,
    up: () => void applied.push(version),
  }));
  return { doc, meta, applied, migrations };
}

describe('runMigrations', () => {
  it('runs the migrations above the stored version, in order, and stamps the target', () => {
    const { doc, meta, applied, migrations } = setup(1);
    expect(runMigrations(doc, meta, migrations, 3, false)).toEqual({ from: 1, to: 3, newer: false });
    expect(applied).toEqual([2, 3]);
    expect(meta.get('schemaVersion')).toBe(3);
  });

  it('treats a document without a version as version 0', () => {
    const { doc, meta, applied, migrations } = setup();
    meta.set('title', 'legacy');
    expect(runMigrations(doc, meta, migrations, 3, false).from).toBe(0);
    expect(applied).toEqual([1, 2, 3]);
  });

  it('applies all migrations in one transaction (one update)', () => {
    const { doc, meta, migrations } = setup(0);
    let updates = 0;
    doc.on('update', () => (updates += 1));
    runMigrations(doc, meta, migrations, 3, false);
    expect(updates).toBe(1);
  });

  it('does nothing to a current document', () => {
    const { doc, meta, applied, migrations } = setup(3);
    expect(runMigrations(doc, meta, migrations, 3, false)).toEqual({ from: 3, to: 3, newer: false });
    expect(applied).toEqual([]);
  });

  it('leaves an empty document alone so that a client does not stamp its copy before the first sync', () => {
    const { doc, meta, applied, migrations } = setup();
    expect(runMigrations(doc, meta, migrations, 3, true)).toEqual({ from: 0, to: 0, newer: false });
    expect(applied).toEqual([]);
    expect(meta.size).toBe(0);
  });

  it('reports a document written by a newer version and leaves it untouched', () => {
    const { doc, meta, applied, migrations } = setup(7);
    expect(runMigrations(doc, meta, migrations, 3, false)).toEqual({ from: 7, to: 7, newer: true });
    expect(applied).toEqual([]);
  });
});

describe('assertMigrationsOrdered', () => {
  const step = (version: number): Migration => ({ version, description: '', up: () => undefined });

  it('accepts versions 1..target', () => {
    expect(() => assertMigrationsOrdered([step(1), step(2)], 2)).not.toThrow();
  });

  it('refuses a gap, a swap or a list that does not reach the target', () => {
    expect(() => assertMigrationsOrdered([step(1), step(3)], 3)).toThrow();
    expect(() => assertMigrationsOrdered([step(2), step(1)], 2)).toThrow();
    expect(() => assertMigrationsOrdered([step(1)], 2)).toThrow();
  });
});
