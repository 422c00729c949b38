import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AiEngine } from './engine';
import { jobsOf } from './generation-service';
import { createOfflineEngine } from './offline-engine';
import { createOpenAiEngine } from './openai-engine';

declare module 'fastify' {
  interface FastifyInstance {
    ai: AiEngine;
  }
}

/** The AI engine: an OpenAI-compatible model when OPENAI_API_KEY is set, else the local outline generator. */
export default fp(async function ai(app: FastifyInstance) {
  const { config } = app;
  app.decorate(
    'ai',
    config.OPENAI_API_KEY
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
      : createOfflineEngine({ itemDelayMs: config.AI_OFFLINE_ITEM_DELAY_MS }),
  );
  // Generations still running stop, keep what arrived and record how they ended before the app stops.
  app.addHook('preClose', async () => {
    const jobs = [...jobsOf(app)];
    jobs.forEach((job) => job.closing.abort());
    await Promise.allSettled(jobs.map((job) => job.done));
  });
});
