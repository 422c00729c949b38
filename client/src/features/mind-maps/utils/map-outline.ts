import type { MindmapView } from '@shared/schema/mindmap-model';

function escapeMarkdown(text: string): string {
  return text.replace(/([\\`*_[\]#<>|])/g, '\\$1');
}

/**
 * The map as a Markdown outline: the title as a heading, then the tree as a nested list (children in the
 * view's order), notes as indented lines under their node.
 */
export function mapToMarkdown(view: MindmapView): string {
  const children = new Map<string, string[]>();
  for (const node of view.nodes) {
    if (node.parentId === null) continue;
    const list = children.get(node.parentId) ?? [];
    list.push(node.id);
    children.set(node.parentId, list);
  }
  const byId = new Map(view.nodes.map((node) => [node.id, node]));
  const root = view.rootId === null ? undefined : byId.get(view.rootId);
  const title = view.meta.title.trim() || root?.label.trim() || 'Untitled Map';
  const lines = [`# ${escapeMarkdown(title)}`, ''];
  if (view.meta.description.trim()) lines.push(escapeMarkdown(view.meta.description.trim()), '');
  // The root is the heading; it gets a list item of its own only when its label differs from the title.
  const rootLabel = root?.label.trim() ?? '';
  const stack: Array<{ id: string; depth: number }> =
    root && rootLabel && rootLabel !== title
      ? [{ id: root.id, depth: 0 }]
      : (children.get(root?.id ?? '') ?? []).map((id) => ({ id, depth: 0 })).reverse();
  while (stack.length > 0) {
    const { id, depth } = stack.pop() ?? { id: '', depth: 0 };
    const node = byId.get(id);
    if (!node) continue;
    const indent = '  '.repeat(depth);
    lines.push(`${indent}- ${escapeMarkdown(node.label.trim() || 'Untitled')}`);
    for (const note of node.description.split('\n').filter((line) => line.trim())) {
      lines.push(`${indent}  ${escapeMarkdown(note.trim())}`);
    }
    const next = children.get(id) ?? [];
    for (let position = next.length - 1; position >= 0; position -= 1) {
      stack.push({ id: next[position] ?? '', depth: depth + 1 });
    }
  }
  return `${lines.join('\n')}\n`;
}
