import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { catchListenerRejections } from '@server/collab/listener-rejections';

describe('catchListenerRejections', () => {
  it("hands an async listener's rejection to the handler instead of leaving it unhandled", async () => {
    const emitter = new EventEmitter();
    const heard: unknown[] = [];
    emitter.on('message', async (text: string) => {
      heard.push(text);
      throw new Error('Connection is closed.');
    });
    const errors: unknown[] = [];
    const handled = new Promise<void>((resolve) => {
      catchListenerRejections(emitter, 'message', (error) => {
        errors.push(error);
        resolve();
      });
    });
    emitter.emit('message', 'hello');
    await handled;
    expect(heard).toEqual(['hello']);
    expect(errors).toEqual([new Error('Connection is closed.')]);
    expect(emitter.listenerCount('message')).toBe(1);
  });

  it('catches a listener that throws at once, and passes every argument on', async () => {
    const emitter = new EventEmitter();
    const received: unknown[][] = [];
    emitter.on('message', (...args: unknown[]) => {
      received.push(args);
      throw new Error('bad');
    });
    const caught = new Promise<unknown>((resolve) => catchListenerRejections(emitter, 'message', resolve));
    emitter.emit('message', 'channel', Buffer.from('data'));
    expect(await caught).toEqual(new Error('bad'));
    expect(received).toEqual([['channel', Buffer.from('data')]]);
  });
});
