import type { MindmapLayout, MindmapView } from '@shared/schema/mindmap-model';
import { fileName } from '@shared/formats/file-name';
import { mapToMarkdown } from '@shared/formats/map-markdown';
import { FONT_FAMILY, LABEL_FONT_SIZE } from '../canvas/theme';
import { buildMapSvg } from './map-svg';

function download(href: string, name: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
}

/** Browsers refuse canvases past about 16,000 px a side or 250 million pixels; a PNG stays below. */
const MAX_PNG_SIDE = 16_000;
const MAX_PNG_PIXELS = 100_000_000;

/** The scale a PNG of `width` × `height` (at scale 1) can be drawn at: `wanted`, or less to fit the limits. */
export function pngScale(width: number, height: number, wanted: number): number {
  const side = MAX_PNG_SIDE / Math.max(width, height, 1);
  const area = Math.sqrt(MAX_PNG_PIXELS / Math.max(width * height, 1));
  return Math.min(wanted, side, area);
}

let measuring: CanvasRenderingContext2D | null = null;
/** A label line's width in the canvas's font, as the browser draws it. */
function measureLabel(text: string): number {
  measuring ??= document.createElement('canvas').getContext('2d');
  if (!measuring) return text.length * LABEL_FONT_SIZE * 0.6;
  measuring.font = `${LABEL_FONT_SIZE}px ${FONT_FAMILY}`;
  return measuring.measureText(text).width;
}

function downloadBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  download(url, name);
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * The whole map (not the part in view), without the grid and with every label whole, as an SVG file or
 * as a PNG drawn at `scale` (1 = the map's size at 100 %), its labels where `layout` puts them. Resolves
 * once the download has started.
 */
export async function exportImage(
  view: MindmapView,
  layout: MindmapLayout,
  title: string,
  format: 'png' | 'svg',
  scale: number,
): Promise<void> {
  const image = buildMapSvg(view.nodes, measureLabel, layout);
  const svg = new Blob([image.svg], { type: 'image/svg+xml' });
  if (format === 'svg') {
    downloadBlob(svg, fileName(title, 'svg'));
    return;
  }
  const url = URL.createObjectURL(svg);
  try {
    const picture = new Image();
    picture.src = url;
    await picture.decode();
    const k = pngScale(image.width, image.height, scale);
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(image.width * k));
    canvas.height = Math.max(1, Math.round(image.height * k));
    canvas.getContext('2d')?.drawImage(picture, 0, 0, canvas.width, canvas.height);
    const png = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    if (!png) throw new Error('The browser could not make the PNG');
    downloadBlob(png, fileName(title, 'png'));
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** The map as a Markdown outline (nested list by the tree). */
export function exportMarkdown(view: MindmapView, title: string): void {
  downloadBlob(new Blob([mapToMarkdown(view)], { type: 'text/markdown' }), fileName(title, 'md'));
}
