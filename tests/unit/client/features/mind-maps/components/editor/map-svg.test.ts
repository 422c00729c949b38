import { describe, expect, it } from 'vitest';
import type { MindmapNode } from '@shared/schema/mindmap-model';
import { buildMapSvg, wrapLabel } from '@client/features/mind-maps/components/editor/map-svg';

const at = '2026-01-01T00:00:00.000Z';
function node(id: string, parentId: string | null, label: string, x: number, y: number, collapsed = false) {
  return {
    id,
    parentId,
    label,
    description: '',
    link: null,
    x,
    y,
    todoId: null,
    linkedTodoListId: null,
    collapsed,
    rank: '',
    createdAt: at,
    updatedAt: at,
  } satisfies MindmapNode;
}

const LONG = 'A label far longer than the canvas would ever draw in one piece, kept whole';

describe('buildMapSvg', () => {
  it('draws every shown node, every edge and every label in full, with no grid', () => {
    const { svg, width, height } = buildMapSvg([
      node('r', null, 'Garden & <plans>', 0, 0),
      node('a', 'r', 'Vegetables', 300, -100),
      node('b', 'a', LONG, 600, -100),
      node('c', 'r', 'Flowers', -3000, 2000),
    ]);
    expect(svg.match(/<circle /g)).toHaveLength(4);
    expect(svg.match(/<path /g)).toHaveLength(3);
    expect(svg).toContain('Garden &#38; &#60;plans&#62;');
    const text = [...svg.matchAll(/<tspan[^>]*>([^<]*)<\/tspan>/g)].map((match) => match[1]).join(' ');
    expect(text).toContain(LONG);
    expect(svg).not.toContain('…');
    expect(svg).not.toMatch(/pattern|grid/i);
    // The whole map, not a viewport: from the far left node to the far right label.
    expect(width).toBeGreaterThan(3600);
    expect(height).toBeGreaterThan(2100);
    expect(
      svg.startsWith(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"`),
    ).toBe(true);
  });

  it('writes the labels of a map growing sideways beside their circles, its edges leaving from their ends', () => {
    const measure = (text: string) => text.length * 10;
    const { svg } = buildMapSvg(
      [
        node('r', null, 'Root', 0, 0),
        node('a', 'r', 'Beds', 300, 0),
        node('b', 'a', 'Seeds', 600, 0),
        node('c', 'r', 'Tools', -300, 0),
      ],
      measure,
      'balanced',
    );
    const texts = [...svg.matchAll(/<text text-anchor="(\w+)"><tspan x="([\d.]+)"[^>]*>([^<]*)</g)].map(
      ([, anchor, x, text]) => ({ anchor, x: Number(x), text }),
    );
    const rootX = Number(/<circle cx="([\d.]+)"/.exec(svg)?.[1]);
    const beds = texts.find((text) => text.text === 'Beds')!;
    const tools = texts.find((text) => text.text === 'Tools')!;
    const root = texts.find((text) => text.text === 'Root')!;
    expect(root).toMatchObject({ anchor: 'middle', x: rootX });
    // Flush against the circle, away from the root: after its right side, or before its left side.
    expect(beds).toMatchObject({ anchor: 'start', x: rootX + 300 + 20 + 4 });
    expect(tools).toMatchObject({ anchor: 'end', x: rootX - 300 - 20 - 4 });
    // The edge to Seeds leaves from the end of "Beds" (40 wide), not from its circle.
    expect(svg).toContain(`<path d="M${rootX + 300 + 20 + 4 + 40 + 4} `);
  });

  it('sizes the drawing from the measured labels, so the widest label fits', () => {
    const wide = buildMapSvg([node('r', null, 'Root', 0, 0)], (text) => text.length * 40);
    const narrow = buildMapSvg([node('r', null, 'Root', 0, 0)], (text) => text.length * 4);
    expect(wide.width).toBeGreaterThanOrEqual(160);
    expect(narrow.width).toBeLessThan(wide.width);
  });

  it('leaves out what a folded branch hides, as the canvas does, but not below a folded root', () => {
    const { svg } = buildMapSvg([
      node('r', null, 'Root', 0, 0, true),
      node('a', 'r', 'Folded', 100, 0, true),
      node('b', 'a', 'Hidden', 200, 0),
      node('c', 'b', 'Hidden too', 300, 0),
    ]);
    expect(svg).toContain('Folded');
    expect(svg).not.toContain('Hidden');
  });
});

describe('wrapLabel', () => {
  it('wraps at spaces and splits a word longer than a line, losing no character', () => {
    expect(wrapLabel('short')).toEqual(['short']);
    const lines = wrapLabel(LONG, 20);
    expect(lines.every((line) => line.length <= 20)).toBe(true);
    expect(lines.join(' ')).toBe(LONG);
    expect(wrapLabel('x'.repeat(45), 20)).toEqual(['x'.repeat(20), 'x'.repeat(20), 'x'.repeat(5)]);
    expect(wrapLabel('   ')).toEqual([]);
  });
});
