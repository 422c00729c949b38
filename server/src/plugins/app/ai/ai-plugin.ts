import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { GENERATION_STALE_MS } from '@shared/schema/generation';
import type { AiEngine } from './engine';
import { jobsOf } from './generation-service';
import { createOfflineEngine } from './offline-engine';
import { createOpenAiEngine } from './openai-engine';
import { boundedEngine } from './prompt-bounds';
import { finaliseStaleRuns, STALE_RUNS_JOB } from './stale-runs';

declare module 'fastify' {
  interface FastifyInstance {
    ai: AiEngine;
  }
}

/** The AI engine: an OpenAI-compatible model when OPENAI_API_KEY is set, else the local outline generator. */
export default fp(async function ai(app: FastifyInstance) {
  const { config } = app;
  const engine = config.OPENAI_API_KEY
    ? createOpenAiEngine({
        apiKey: config.OPENAI_API_KEY,
        baseURL: config.OPENAI_BASE_URL,
        model: config.OPENAI_MODEL,
        maxTokens: config.OPENAI_MAX_TOKENS,
        firstTokenTimeoutMs: config.OPENAI_FIRST_TOKEN_TIMEOUT_MS,
        idleTimeoutMs: config.OPENAI_IDLE_TIMEOUT_MS,
        maxRetries: config.OPENAI_MAX_RETRIES,
        logger: app.log,
      })
    : createOfflineEngine({ itemDelayMs: config.AI_OFFLINE_ITEM_DELAY_MS });
  app.decorate('ai', boundedEngine(engine));
  // Runs a crashed server left running end at start-up, and every stale period after (another instance
  // may crash while this one runs): a recurring job, so one instance sweeps each time.
  app.jobs.register(STALE_RUNS_JOB, async () => void (await finaliseStaleRuns(app)), {
    everyMs: GENERATION_STALE_MS,
  });
  // Generations still running stop, keep what arrived and record how they ended before the app stops.
  app.addHook('preClose', async () => {
    const jobs = [...jobsOf(app.ai)];
    jobs.forEach((job) => job.closing.abort());
    await Promise.allSettled(jobs.map((job) => job.done));
  });
});
