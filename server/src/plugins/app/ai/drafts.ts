import { z } from 'zod';
import { cleanText } from '@shared/schema/fields';

/**
 * What a generation asks for and how each answered item is checked. The model answers one JSON object
 * `{"items": [...]}`; every item is checked with the task's zod schema as soon as it is complete, then
 * capped (lengths, counts, depth) before it reaches a document. The JSON schema sent to the model is made
 * from the same zod schema.
 */

export type DraftTask = 'mindmap' | 'todolist' | 'board' | 'expand';

export const LABEL_MAX = 80;
export const TEXT_MAX = 400;
/** Items of one generation, whatever the model sends: top-level branches, to-dos, cards or new children. */
export const ITEM_CAP: Record<DraftTask, number> = { mindmap: 6, todolist: 12, board: 12, expand: 6 };
/** Children per map node below a branch (level 2), and below those (level 3). */
export const CHILD_CAP = 4;
export const GRANDCHILD_CAP = 3;

const leafNode = z.strictObject({ label: z.string(), description: z.string() });
const midNode = leafNode.extend({ children: z.array(leafNode) });
const branchNode = leafNode.extend({ children: z.array(midNode) });
const todoItem = z.strictObject({ title: z.string(), description: z.string() });
export const BOARD_LANES = ['New', 'In-Progress', 'Done'] as const;
const cardItem = z.strictObject({
  title: z.string(),
  description: z.string(),
  priority: z.enum(['low', 'medium', 'high']),
  lane: z.enum(BOARD_LANES),
});

export const ITEM_SCHEMAS = {
  mindmap: branchNode,
  todolist: todoItem,
  board: cardItem,
  expand: leafNode,
} as const;

export type BranchDraft = z.infer<typeof branchNode>;
export type LeafDraft = z.infer<typeof leafNode>;
export type TodoDraft = z.infer<typeof todoItem>;
export type CardDraft = z.infer<typeof cardItem>;
export interface DraftItems {
  mindmap: BranchDraft;
  todolist: TodoDraft;
  board: CardDraft;
  expand: LeafDraft;
}

/**
 * The JSON schema of the whole answer, for structured output: every field required and no others, as
 * strict mode wants; the item count is asked for in the prompt (strict mode takes no maxItems) and capped here.
 */
export function answerJsonSchema(task: DraftTask): Record<string, unknown> {
  const answer = z.strictObject({ items: z.array(ITEM_SCHEMAS[task]) });
  const { $schema: _dialect, ...schema } = z.toJSONSchema(answer, { target: 'draft-7' });
  return schema;
}

/** One line of plain text: control characters and markup-looking brackets gone, spaces folded, capped. */
export function plainText(value: string, max: number): string {
  const cleaned = cleanText(value, max * 2)
    .replace(/[\p{Cc}<>]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (cleaned.length <= max) return cleaned;
  const cut = cleaned.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

const leaf = (node: LeafDraft): LeafDraft => ({
  label: plainText(node.label, LABEL_MAX),
  description: plainText(node.description, TEXT_MAX),
});

/** Checks one answered item; null (and the reason) when it does not fit, else the capped item. */
export function acceptItem<T extends DraftTask>(
  task: T,
  raw: unknown,
): { item: DraftItems[T] } | { problem: string } {
  const parsed = ITEM_SCHEMAS[task].safeParse(raw);
  if (!parsed.success) return { problem: z.prettifyError(parsed.error) };
  const value = parsed.data;
  let item: DraftItems[DraftTask];
  if (task === 'mindmap') {
    const branch = value as BranchDraft;
    item = {
      ...leaf(branch),
      children: branch.children.slice(0, CHILD_CAP).map((child) => ({
        ...leaf(child),
        children: child.children
          .slice(0, GRANDCHILD_CAP)
          .map(leaf)
          .filter((node) => node.label),
      })),
    };
    if (!(item as BranchDraft).children.every((child) => child.label)) {
      (item as BranchDraft).children = (item as BranchDraft).children.filter((child) => child.label);
    }
  } else if (task === 'expand') {
    item = leaf(value as LeafDraft);
  } else if (task === 'todolist') {
    const todo = value as TodoDraft;
    item = { title: plainText(todo.title, LABEL_MAX), description: plainText(todo.description, TEXT_MAX) };
  } else {
    const card = value as CardDraft;
    item = {
      ...card,
      title: plainText(card.title, LABEL_MAX),
      description: plainText(card.description, TEXT_MAX),
    };
  }
  const name = 'label' in item ? item.label : item.title;
  if (!name) return { problem: 'empty title' };
  return { item: item as DraftItems[T] };
}
