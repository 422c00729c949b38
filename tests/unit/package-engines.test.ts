import fs from 'node:fs';
import { describe, expect, it } from 'vitest';

const manifest = JSON.parse(fs.readFileSync('package.json', 'utf8')) as {
  engines: { node: string };
  devDependencies: Record<string, string>;
};
const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8')) as {
  packages: Record<string, { version?: string; engines?: { node?: string } | string[] }>;
};

/** [major, minor] of a version or of a '>=x.y' lower bound. */
function majorMinor(text: string): [number, number] {
  const [major = 0, minor = 0] = (text.match(/\d+/g) ?? []).map(Number);
  return [major, minor];
}
const atLeast = ([a, b]: [number, number], [c, d]: [number, number]) => a > c || (a === c && b >= d);

describe('package.json engines', () => {
  it('lets any Node that runs npm 11 (20.17 on) install the project without an engine warning', () => {
    expect(manifest.engines.node).toMatch(/^>=\d+\.\d+$/);
    expect(atLeast([20, 17], majorMinor(manifest.engines.node))).toBe(true);
    expect(lock.packages['']?.engines).toEqual(manifest.engines);
  });

  it('prints only errors on install, so the engine notes of Node 22 dependencies do not read as a failure', () => {
    const below = Object.entries(lock.packages).filter(([name, entry]) => {
      const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
      return (
        name !== '' && range !== undefined && /^>=\s*\d/.test(range) && !atLeast([20, 17], majorMinor(range))
      );
    });
    if (below.length === 0) return;
    const settings = fs.readFileSync('.npmrc', 'utf8').split('\n');
    expect(settings.map((line) => line.trim())).toContain('loglevel=error');
  });

  it('brings a Node runtime that every locked dependency’s plain lower bound accepts', () => {
    const bundled = majorMinor(lock.packages['node_modules/node']?.version ?? '0.0');
    expect(bundled[0]).toBeGreaterThanOrEqual(22);
    for (const [name, entry] of Object.entries(lock.packages)) {
      const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
      if (!range || !/^>=\s*\d+(\.\d+)?(\.\d+)?$/.test(range)) continue;
      expect(atLeast(bundled, majorMinor(range)), `${name} needs ${range}`).toBe(true);
    }
  });
});
