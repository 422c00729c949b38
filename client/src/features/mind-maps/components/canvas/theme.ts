/** Colours and sizes of the map canvas, in CSS pixels (the contract's radius 20 and font 14 at any zoom). */
export {
  LABEL_CHAR_WIDTH,
  LABEL_FONT_SIZE,
  LABEL_GAP,
  LABEL_LINE_HEIGHT,
  LABEL_MAX_CHARS,
  NODE_RADIUS,
} from '@shared/layout/node-metrics';
/** The radius of a node drawn as a dot, far zoomed out (see level-of-detail.ts). */
export const DOT_RADIUS = 5;
/** Labels drawn per frame at most; the shallowest levels get theirs first, a level whole or not at all. */
export const LABEL_BUDGET = 320;
/** Past this many edges in view, edges are drawn straight and thin. */
export const EDGE_DETAIL_LIMIT = 2_500;
export const GRID_SPACING = 50;
/** The contract's grid: 50 × 500 = 25000 map units square, centred on the origin. */
export const GRID_EXTENT = 25_000;

export const FONT_FAMILY = "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif";

export const CANVAS_COLOURS = {
  background: '#f7f8fc',
  outside: '#eceef5',
  gridMinor: '#e7e9f1',
  gridMajor: '#d8dce8',
  label: '#1b1f2e',
  labelHalo: 'rgba(247, 248, 252, 0.9)',
  nodeFill: '#ffffff',
  root: '#4f46e5',
  todo: '#f59e0b',
  done: '#16a34a',
  selection: '#4f46e5',
  badge: '#5b6275',
} as const;

/** First-level branches take these in turn; their descendants inherit the colour. */
export const BRANCH_PALETTE = [
  '#4f46e5',
  '#0ea5a4',
  '#f59e0b',
  '#ec4899',
  '#8b5cf6',
  '#16a34a',
  '#0284c7',
  '#ea580c',
] as const;

export function branchColour(branch: number): string {
  return BRANCH_PALETTE[branch] ?? CANVAS_COLOURS.root;
}
