import type { Stage } from 'konva/lib/Stage';
import type { MindmapView } from '@shared/schema/mindmap-model';
import { mapToMarkdown } from '../../utils/map-outline';
import type { MapScene } from '../canvas/map-scene';

function fileName(title: string, extension: string): string {
  const base =
    title
      .trim()
      .replace(/[^\w\- ]+/g, '')
      .replace(/\s+/g, '-')
      .slice(0, 60) || 'mind-map';
  return `${base}.${extension}`;
}

function download(href: string, name: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
}

/** The whole map, fitted to the canvas, as a PNG at twice the screen's resolution (stage.toDataURL). */
export function exportPng(stage: Stage, scene: MapScene, title: string): void {
  const fitted = scene.fitView();
  const current = scene.view;
  if (fitted) scene.view = fitted;
  try {
    download(stage.toDataURL({ pixelRatio: 2, mimeType: 'image/png' }), fileName(title, 'png'));
  } finally {
    scene.view = current;
  }
}

/** The map as a Markdown outline (nested list by the tree). */
export function exportMarkdown(view: MindmapView, title: string): void {
  const url = URL.createObjectURL(new Blob([mapToMarkdown(view)], { type: 'text/markdown' }));
  download(url, fileName(title, 'md'));
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
