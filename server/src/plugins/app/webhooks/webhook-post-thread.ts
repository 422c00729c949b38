import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import type { SignedBatch } from './webhook-post';
import type { PostRequest, PostResponse } from './webhook-post-worker';
import type { DeliveryAnswer } from './webhook-transport';

/** Sends deliveries from a thread of its own (webhook-post-worker.ts). */
export interface PostThread {
  /**
   * Signs and POSTs a batch's deliveries one after another (sendBatch); answers those attempted. Attempts
   * the thread could not finish are answered as failed, every event of the batch then answered.
   */
  post(batch: SignedBatch): Promise<DeliveryAnswer[]>;
  /**
   * Ends the thread now, failing the attempts under way (they are retried as any failure is); the next
   * post starts a new one. What a crash of the thread does too.
   */
  stop(): Promise<void>;
  /** Ends the thread for good: later posts fail at once. */
  close(): Promise<void>;
}

const failed = (error: string): DeliveryAnswer => ({ status: null, answer: '', error, ms: 0 });

/**
 * The thread that POSTs webhooks, started at the first delivery: a thousand deliveries a second are a
 * thousand HTTP requests, their signatures and answers, which would otherwise share the server's event
 * loop with the live documents. The claims and settles stay here, in the server's own statements.
 */
export function createPostThread(log: FastifyBaseLogger): PostThread {
  let worker: Worker | null = null;
  let closed = false;
  let nextId = 1;
  const pending = new Map<number, { events: number; resolve: (answers: DeliveryAnswer[]) => void }>();

  const failAll = (why: string) => {
    for (const { events, resolve } of pending.values())
      resolve(Array.from({ length: events }, () => failed(why)));
    pending.clear();
  };
  const start = () => {
    const thread = new Worker(new URL('./webhook-post-worker.ts', import.meta.url), {
      execArgv: [...process.execArgv.filter((flag) => flag.startsWith('--cpu-prof')), '--import', 'tsx'],
    });
    thread.on('message', (response: PostResponse) => {
      const waiting = pending.get(response.id);
      pending.delete(response.id);
      waiting?.resolve(response.answers);
    });
    thread.on('error', (error) => log.error({ err: error }, 'Webhooks: the sending thread failed'));
    thread.on('exit', (code) => {
      if (worker !== thread) return;
      worker = null;
      failAll(`not sent: the sending thread stopped (code ${code})`);
    });
    return thread;
  };
  const end = async () => {
    const thread = worker;
    worker = null;
    failAll('not sent: the sending thread stopped');
    await thread?.terminate();
  };

  return {
    post(batch) {
      if (closed) return Promise.resolve(batch.events.map(() => failed('not sent: the server is stopping')));
      worker ??= start();
      const id = nextId++;
      return new Promise((resolve) => {
        pending.set(id, { events: batch.events.length, resolve });
        worker!.postMessage({ id, batch } satisfies PostRequest);
      });
    },
    stop: end,
    async close() {
      closed = true;
      await end();
    },
  };
}
