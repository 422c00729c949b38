import { edgeStart, labelBox, labelSideOf, portOf } from '@shared/layout/label-place';
import type { MindmapLayout, MindmapNode } from '@shared/schema/mindmap-model';
import {
  BRANCH_PALETTE,
  CANVAS_COLOURS,
  FONT_FAMILY,
  LABEL_CHAR_WIDTH,
  LABEL_FONT_SIZE,
  LABEL_LINE_HEIGHT,
  NODE_RADIUS,
} from '../canvas/theme';

/**
 * The whole map as an SVG document, drawn as the canvas draws it (S-curved edges in branch colours,
 * circles of the contract's radius, labels under or beside them) but without the grid, and with every label whole:
 * a long label wraps onto more lines instead of ending in an ellipsis. Nodes inside a folded branch are
 * left out, as on screen. Pure: the browser exports it as SVG, or draws it on a canvas for a PNG.
 */

export interface MapImage {
  svg: string;
  /** Size of the drawing in CSS pixels at scale 1. */
  width: number;
  height: number;
}

/** Characters a label line holds before it wraps (at a space when there is one). */
export const EXPORT_LINE_CHARS = 32;
const MARGIN = 32;
const ROOT_COLOUR = CANVAS_COLOURS.root;

const escapeXml = (text: string): string => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Splits a label into lines of at most EXPORT_LINE_CHARS, at spaces where it can; nothing is cut off. */
export function wrapLabel(label: string, max = EXPORT_LINE_CHARS): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of label.trim().split(/\s+/).filter(Boolean)) {
    let rest = word;
    while (rest.length > max) {
      if (line) lines.push(line);
      line = '';
      lines.push(rest.slice(0, max));
      rest = rest.slice(max);
    }
    if (!line) line = rest;
    else if (line.length + 1 + rest.length <= max) line = `${line} ${rest}`;
    else {
      lines.push(line);
      line = rest;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** The nodes the canvas shows: the root, and every node with no folded ancestor below the root. */
function shownNodes(nodes: readonly MindmapNode[]): MindmapNode[] {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const shown = new Map<string, boolean>();
  const isShown = (node: MindmapNode): boolean => {
    const known = shown.get(node.id);
    if (known !== undefined) return known;
    const parent = node.parentId === null ? undefined : byId.get(node.parentId);
    // The root's fold is ignored, as on the canvas.
    const result = !parent || (isShown(parent) && (parent.parentId === null || !parent.collapsed));
    shown.set(node.id, result);
    return result;
  };
  return nodes.filter(isShown);
}

/**
 * Colour of each node, as the canvas gives it: the root's children take the palette in turn, in the
 * map's order, and their nodes inherit it.
 */
function branchColours(nodes: readonly MindmapNode[]): Map<string, string> {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const colours = new Map<string, string>();
  let next = 0;
  for (const node of nodes) {
    if (node.parentId === null) colours.set(node.id, ROOT_COLOUR);
    else if (byId.get(node.parentId)?.parentId === null) {
      colours.set(node.id, BRANCH_PALETTE[next++ % BRANCH_PALETTE.length]!);
    }
  }
  const colourOf = (node: MindmapNode): string => {
    const known = colours.get(node.id);
    if (known) return known;
    const parent = node.parentId === null ? undefined : byId.get(node.parentId);
    const colour = parent ? colourOf(parent) : ROOT_COLOUR;
    colours.set(node.id, colour);
    return colour;
  };
  for (const node of nodes) colourOf(node);
  return colours;
}

const round = (value: number): string => String(Math.round(value * 10) / 10);

/**
 * Draws `nodes` (a resolved map, root first) with their labels where `layout` puts them (label-place.ts);
 * `measure` gives a label line's width in CSS pixels (the browser's font metrics when it has them, else an
 * estimate), which sizes the drawing so no label is cut.
 */
export function buildMapSvg(
  nodes: readonly MindmapNode[],
  measure: (text: string) => number = (text) => text.length * LABEL_CHAR_WIDTH,
  layout: MindmapLayout = 'free',
): MapImage {
  const shown = shownNodes(nodes);
  const colours = branchColours(shown);
  const byId = new Map(shown.map((node) => [node.id, node]));
  const rootX = shown.find((node) => node.parentId === null)?.x ?? 0;
  const placed = shown.map((node) => {
    const lines = wrapLabel(node.label);
    const side = labelSideOf(layout, node.parentId === null, node.x - rootX);
    const width = Math.max(0, ...lines.map(measure));
    const box = labelBox(side, node.x, node.y, NODE_RADIUS, width, lines.length);
    return { lines, box, side, port: lines.length > 0 ? portOf(side, node.x, box) : node.x };
  });
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
  shown.forEach((node, index) => {
    const { lines, box } = placed[index]!;
    const labelled = lines.length > 0;
    minX = Math.min(minX, node.x - NODE_RADIUS, labelled ? box.left : Infinity);
    maxX = Math.max(maxX, node.x + NODE_RADIUS, labelled ? box.right : -Infinity);
    minY = Math.min(minY, node.y - NODE_RADIUS, labelled ? box.top : Infinity);
    maxY = Math.max(maxY, node.y + NODE_RADIUS, labelled ? box.bottom : -Infinity);
  });
  if (shown.length === 0) [minX, minY, maxX, maxY] = [0, 0, 0, 0];
  const [left, top] = [minX - MARGIN, minY - MARGIN];
  const width = Math.ceil(maxX - minX + MARGIN * 2);
  const height = Math.ceil(maxY - minY + MARGIN * 2);
  const x = (value: number) => round(value - left);
  const y = (value: number) => round(value - top);
  const ports = new Map(shown.map((node, index) => [node.id, placed[index]!.port]));

  const edges: string[] = [];
  for (const node of shown) {
    const parent = node.parentId === null ? undefined : byId.get(node.parentId);
    if (!parent) continue;
    const start = edgeStart(parent.x, ports.get(parent.id) ?? parent.x, node.x);
    const middle = (start + node.x) / 2;
    edges.push(
      `<path d="M${x(start)} ${y(parent.y)}C${x(middle)} ${y(parent.y)} ${x(middle)} ${y(node.y)} ${x(node.x)} ${y(node.y)}" stroke="${colours.get(node.id)}"/>`,
    );
  }
  const circles = shown.map((node) => {
    const colour = colours.get(node.id) ?? ROOT_COLOUR;
    const root = node.parentId === null;
    return `<circle cx="${x(node.x)}" cy="${y(node.y)}" r="${NODE_RADIUS - 1.5}" fill="${root ? colour : CANVAS_COLOURS.nodeFill}" stroke="${root ? '#ffffff' : colour}"/>`;
  });
  const anchors = { below: 'middle', right: 'start', left: 'end' } as const;
  const texts = placed.flatMap(({ lines, box, side }) => {
    if (lines.length === 0) return [];
    // Flush against the circle beside it, or centred under it.
    const at = { below: (box.left + box.right) / 2, right: box.left, left: box.right }[side];
    const spans = lines.map(
      (line, row) =>
        `<tspan x="${x(at)}" y="${y(box.top + (row + 0.5) * LABEL_LINE_HEIGHT)}">${escapeXml(line)}</tspan>`,
    );
    return [`<text text-anchor="${anchors[side]}">${spans.join('')}</text>`];
  });
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="100%" height="100%" fill="${CANVAS_COLOURS.background}"/>`,
    `<g fill="none" stroke-width="2.5" stroke-linecap="round" stroke-opacity="0.6">${edges.join('')}</g>`,
    `<g stroke-width="3">${circles.join('')}</g>`,
    `<g font-family="${escapeXml(FONT_FAMILY)}" font-size="${LABEL_FONT_SIZE}" fill="${CANVAS_COLOURS.label}" dominant-baseline="central">${texts.join('')}</g>`,
    '</svg>',
  ].join('');
  return { svg, width, height };
}
