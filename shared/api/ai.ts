import { z } from 'zod';
import { generationEngineSchema, generationStatusSchema } from '../schema/generation';
import { itemId, text, uuidId } from './fields';

/**
 * The AI drafting routes: `POST /api/ai-create-mindmap`, `/api/ai-create-todo` (also `{fn}/ai-create-todo`
 * with a map node), `/api/ai-create-board` (and `POST /api/boards` with a `prompt`), `/api/ai-expand-node`,
 * and the generation's state for the create dialogs. Each answers at once with the new document's id; the
 * document fills while the model answers.
 */

/** Longest title and description a generation takes: they go into a model's prompt. */
export const AI_TITLE_MAX = 200;
export const AI_DESCRIPTION_MAX = 4000;

const title = text({
  field: 'title',
  max: AI_TITLE_MAX,
  required: 'title: required',
  trim: true,
}).min(1, 'title: must not be empty');
const description = text({ field: 'description', max: AI_DESCRIPTION_MAX, trim: true }).default('');

export const aiCreateMindmapBody = z.object({
  title,
  description,
  /** Sent by one variant of the original client; the author is always the signed-in user. */
  userId: text({ field: 'userId', max: 200 }).optional(),
});
export const aiCreateTodoBody = z.object({ title, description, nodeId: itemId('nodeId').optional() });
export const aiCreateBoardBody = z.object({
  title,
  description,
  prompt: text({ field: 'prompt', max: AI_DESCRIPTION_MAX, trim: true }).optional(),
});
export const aiExpandNodeBody = z.object({
  mindmapId: uuidId('mindmapId: must be a mind map id'),
  nodeId: itemId('nodeId'),
});

const engine = generationEngineSchema;
export const aiCreateMindmapResponse = z.object({ mindmapId: z.string(), engine });
export const aiCreateTodoResponse = z.object({ id: z.string(), mindmap_id: z.string().nullable(), engine });
export const aiCreateBoardResponse = z.object({ id: z.string(), engine });
export const aiExpandNodeResponse = z.object({ mindmapId: z.string(), engine });

/** `GET /api/ai-generation?kind=&id=` and `POST /api/ai-generation/stop`. */
export const aiGenerationQuery = z.object({
  kind: z.enum(['mindmap', 'todolist', 'board'], { error: "kind: must be 'mindmap', 'todolist' or 'board'" }),
  id: uuidId('id: must be a map, list or board id'),
});
export const aiGenerationSchema = z.object({
  status: generationStatusSchema.nullable(),
  engine: engine.nullable(),
  items: z.number().int(),
});
export type AiGeneration = z.infer<typeof aiGenerationSchema>;
