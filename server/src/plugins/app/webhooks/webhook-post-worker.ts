import { parentPort } from 'node:worker_threads';
import { sendSigned, type SignedPost } from './webhook-post';
import type { DeliveryAnswer } from './webhook-transport';

/** A POST the server asks for, by number, and its answer under the same number. */
export interface PostRequest {
  id: number;
  post: SignedPost;
}
export interface PostResponse {
  id: number;
  answer: DeliveryAnswer;
}

// The sending thread (webhook-post-thread.ts): signs and POSTs deliveries, many at once, and answers each
// when its attempt ends, so that the server's own thread spends nothing on a webhook's HTTP.
parentPort?.on('message', (request: PostRequest) => {
  void sendSigned(request.post).then((answer) =>
    parentPort!.postMessage({ id: request.id, answer } satisfies PostResponse),
  );
});
