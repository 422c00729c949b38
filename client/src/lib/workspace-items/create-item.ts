import { type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { Usage } from '@shared/api/auth';
import { CREATE_REDIRECT_DELAY_MS, PAID_LIMITS } from '@shared/constants';
import { MESSAGES } from '@shared/messages';
import type { LimitStop } from '@client/components/ui/create-item-dialog';
import { AI_CREATION_FAILED, useAiDraft } from '../ai/ai-drafts';
import { api, ApiError, FN } from '../api-client';
import { serverErrorText } from '../api-errors';
import { queueCreate, signedInUser } from '../offline/pending-creates';
import { sessionKeys } from '../session';
import { hasRoomFor, type CreateItemInput, type ItemSource } from './item-sources';

/** The text shown when creating failed for a reason the server does not explain. */
export const CREATION_FAILED = 'Creation failed';

/** Create With AI while the device has no network. */
export const AI_NEEDS_NETWORK = 'Creating with AI needs the network. Quick Create works offline.';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The usage asked fresh before creating; null when the check fails (the spec then lets creation go ahead). */
async function usageNow(queryClient: QueryClient): Promise<Usage | null> {
  try {
    return await queryClient.fetchQuery({
      queryKey: sessionKeys.usage,
      queryFn: () => api<Usage>(`${FN}/usage`),
      staleTime: 0,
    });
  } catch {
    return null;
  }
}

/** Where a plan allows more items: the checkout. */
const UPGRADE_PAGE = '/checkout';

/**
 * The limit's message with the number the plan allows (as the server counts it from the plan constants),
 * and an upgrade when the paid plan allows more.
 */
function limitStop(source: ItemSource, usage: Usage | null): LimitStop {
  if (!usage) return { text: source.limitMessage, allowance: '', upgradeTo: UPGRADE_PAGE };
  const limit = usage.limits[source.metric];
  const things = limit === 1 ? source.noun : `${source.noun}s`;
  return {
    text: source.limitMessage,
    allowance: `Your plan allows ${limit} ${things}.`,
    upgradeTo: limit < PAID_LIMITS[source.metric] ? UPGRADE_PAGE : null,
  };
}

/** The plan's verdict before creating: the limit when there is no room; the server has the last word. */
export async function limitMessage(queryClient: QueryClient, source: ItemSource): Promise<LimitStop | null> {
  const usage = await usageNow(queryClient);
  return usage && !hasRoomFor(source, usage) ? limitStop(source, usage) : null;
}

/** 'AI automation limit reached' when this month's AI automations are used up. */
export async function aiLimitMessage(queryClient: QueryClient): Promise<string | null> {
  const usage = await usageNow(queryClient);
  return usage && usage.aiUsage >= usage.aiLimit ? MESSAGES.aiLimit : null;
}

/** What to say when creating failed: the server's reason for a refusal it explains, else 'Creation failed'. */
export function creationFailure(error: unknown): string {
  const explained = error instanceof ApiError && [400, 402, 403, 409].includes(error.status);
  return (explained && serverErrorText(error)) || CREATION_FAILED;
}

export interface CreateItemOptions {
  /**
   * More data to load again after a creation or a draft, whatever its outcome (the kind's list and the
   * usage always are).
   */
  staleKeys?: readonly QueryKey[];
  /** Closes the dialog when the server created the item without telling its id (the list reloads instead). */
  close: () => void;
}

/**
 * What the create dialogs of the dashboard and the three list pages do, for CreateItemDialog's two buttons.
 * Quick Create checks the plan limit, creates, waits the redirect delay and opens the new item; Create With
 * AI checks this month's AI automations and the plan limit, then drafts it ('AI creation failed' or the
 * server's limit text when that fails) and opens it while it fills. Each resolves to the text to show when
 * it stopped, or to nothing. Offline, Quick Create makes the item on the device (createOnDevice).
 */
export function useCreateItemActions(source: ItemSource, { staleKeys = [], close }: CreateItemOptions) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const ai = useAiDraft();

  function reload() {
    for (const queryKey of [source.listKey, ...staleKeys, sessionKeys.usage])
      void queryClient.invalidateQueries({ queryKey });
  }

  /**
   * Offline, the item is made on the device and queued: it opens at once from its device copy, and the
   * server creates it (or says why not) when the network returns.
   */
  async function createOnDevice(values: CreateItemInput): Promise<string | void> {
    const user = signedInUser(queryClient);
    if (!user) return CREATION_FAILED;
    let id: string;
    try {
      ({ id } = await queueCreate(user, source.kind, values));
    } catch (error) {
      return error instanceof Error ? error.message : CREATION_FAILED;
    }
    navigate(source.open(id));
  }

  /** The server's refusal: its plan limit said with the allowance, anything else as creationFailure says. */
  async function refusal(error: unknown): Promise<string | LimitStop> {
    const text = creationFailure(error);
    return text === source.limitMessage ? limitStop(source, await usageNow(queryClient)) : text;
  }

  async function onQuickCreate(values: CreateItemInput): Promise<string | LimitStop | void> {
    if (!navigator.onLine) return createOnDevice(values);
    const refused = await limitMessage(queryClient, source);
    if (refused) return refused;
    let id: string | undefined;
    try {
      ({ id } = await source.create(values));
    } catch (error) {
      return refusal(error);
    } finally {
      reload();
    }
    if (!id) return close();
    await wait(CREATE_REDIRECT_DELAY_MS);
    navigate(source.open(id));
  }

  async function onCreateWithAi(values: CreateItemInput): Promise<string | LimitStop | void> {
    if (!navigator.onLine) return AI_NEEDS_NETWORK;
    const refused = (await aiLimitMessage(queryClient)) ?? (await limitMessage(queryClient, source));
    if (refused) return refused;
    const result = await ai.draft(source.kind, values);
    reload();
    if ('failure' in result) return result.failure ?? AI_CREATION_FAILED;
    await wait(CREATE_REDIRECT_DELAY_MS);
    navigate(result.drafted.path);
  }

  return { onQuickCreate, onCreateWithAi };
}
