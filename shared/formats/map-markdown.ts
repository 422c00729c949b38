import type { MindmapView } from '../schema/mindmap-model';

/** A node as the Markdown outline writes it. ImportedNode is one. */
export interface OutlineNode {
  label: string;
  note: string;
  link: string | null;
  children: OutlineNode[];
}

/** A map as the Markdown outline writes it: the heading's title, a paragraph under it, the tree. */
export interface MapOutline {
  title: string;
  description?: string;
  root: OutlineNode | null;
}

/** Backslash-escapes the characters that Markdown would read as syntax, so the text reads as typed. */
export function escapeMarkdown(text: string): string {
  return text.replace(/([\\`*_[\]#<>|])/g, '\\$1');
}

/** A note line escaped, and kept from reading as a list item when it starts like one. */
function escapeNoteLine(text: string): string {
  return escapeMarkdown(text)
    .replace(/^([-+])(?=\s)/, '\\$1')
    .replace(/^(\d+)([.)])(?=\s)/, '$1\\$2');
}

// Spaces and parentheses would end a link's address early.
function escapeUrl(url: string): string {
  return url.replace(
    /[\s()<>]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
  );
}

function itemText(node: OutlineNode): string {
  const label = escapeMarkdown(node.label.trim() || 'Untitled');
  return node.link ? `[${label}](${escapeUrl(node.link)})` : label;
}

/**
 * The map as a Markdown outline, line by line (each ending in \n): the title as a heading (the map's title,
 * else the root's label, else "Untitled Map"), the description as a paragraph, then the tree as a nested list,
 * a node with a link as `[label](url)`, notes as indented lines under their node. The root gets a list item of
 * its own only when its label differs from the title. Iterative, so any depth is fine.
 */
export function* markdownLines(outline: MapOutline): Generator<string> {
  const root = outline.root;
  const title = outline.title.trim() || root?.label.trim() || 'Untitled Map';
  yield `# ${escapeMarkdown(title)}\n\n`;
  const description = outline.description?.trim();
  if (description) yield `${escapeMarkdown(description)}\n\n`;
  const rootLabel = root?.label.trim() ?? '';
  const top = root && rootLabel && rootLabel !== title ? [root] : (root?.children ?? []);
  const stack = top.map((node) => ({ node, depth: 0 })).reverse();
  while (stack.length > 0) {
    const { node, depth } = stack.pop()!;
    const indent = '  '.repeat(depth);
    let text = `${indent}- ${itemText(node)}\n`;
    for (const line of node.note.split('\n')) {
      if (line.trim()) text += `${indent}  ${escapeNoteLine(line.trim())}\n`;
    }
    yield text;
    for (let index = node.children.length - 1; index >= 0; index -= 1) {
      stack.push({ node: node.children[index]!, depth: depth + 1 });
    }
  }
}

/** The view's tree from its root, children in the view's order. */
function outlineTree(view: MindmapView): OutlineNode | null {
  const byId = new Map<string, OutlineNode>();
  for (const node of view.nodes) {
    byId.set(node.id, { label: node.label, note: node.description, link: node.link, children: [] });
  }
  for (const node of view.nodes) {
    if (node.parentId === null) continue;
    byId.get(node.parentId)?.children.push(byId.get(node.id)!);
  }
  return view.rootId === null ? null : (byId.get(view.rootId) ?? null);
}

/** The map as a Markdown outline (see markdownLines). */
export function mapToMarkdown(view: MindmapView): string {
  const outline = { title: view.meta.title, description: view.meta.description, root: outlineTree(view) };
  return [...markdownLines(outline)].join('');
}
