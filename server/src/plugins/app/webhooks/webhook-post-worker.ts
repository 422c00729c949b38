import { parentPort } from 'node:worker_threads';
import { sendBatch, type SignedBatch } from './webhook-post';
import type { DeliveryAnswer } from './webhook-transport';

/** A batch of POSTs the server asks for, by number, and their answers under the same number. */
export interface PostRequest {
  id: number;
  batch: SignedBatch;
}
export interface PostResponse {
  id: number;
  answers: DeliveryAnswer[];
}

// The sending thread (webhook-post-thread.ts): signs and POSTs deliveries, many batches at once, each
// batch's one after another, and answers a batch when its attempts end, so that the server's own thread
// spends nothing on a webhook's HTTP and is not woken between the deliveries of a batch.
parentPort?.on('message', (request: PostRequest) => {
  void sendBatch(request.batch).then((answers) =>
    parentPort!.postMessage({ id: request.id, answers } satisfies PostResponse),
  );
});
