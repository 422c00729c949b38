import * as Y from 'yjs';
import type { Random } from '../../helpers/random';

const REMOTE = Symbol('remote');

interface Message {
  channel: number;
  from: number;
  to: number;
  update: Uint8Array;
  at: number;
}

/**
 * An in-memory network of peers, each holding one replica per channel (document). Local updates travel to
 * every connected peer after a random delay and arrive in random order; a partition drops the messages that
 * would cross it (as a dropped WebSocket would), and healing resyncs from state vectors like a reconnecting
 * provider does.
 */
export class Network {
  readonly peers: Y.Doc[][];
  private queue: Message[] = [];
  private group: number[];
  private tick = 0;

  constructor(
    peerCount: number,
    channelCount: number,
    private readonly random: Random,
    private readonly maxDelay: number,
  ) {
    this.group = Array.from({ length: peerCount }, () => 0);
    this.peers = Array.from({ length: peerCount }, (_, from) =>
      Array.from({ length: channelCount }, (_, channel) => {
        const doc = new Y.Doc();
        doc.on('update', (update: Uint8Array, origin: unknown) => {
          if (origin !== REMOTE) this.broadcast(channel, from, update);
        });
        return doc;
      }),
    );
  }

  private connected(a: number, b: number): boolean {
    return this.group[a] === this.group[b];
  }

  private broadcast(channel: number, from: number, update: Uint8Array): void {
    for (let to = 0; to < this.peers.length; to += 1) {
      if (to === from || !this.connected(from, to)) continue;
      this.queue.push({ channel, from, to, update, at: this.tick + this.random.int(0, this.maxDelay) });
    }
  }

  private deliver(message: Message): void {
    const doc = this.peers[message.to]?.[message.channel];
    if (doc) Y.applyUpdate(doc, message.update, REMOTE);
  }

  /** Advances time by one tick, delivering the due messages in random order. */
  step(): void {
    this.tick += 1;
    const due = this.queue.filter((message) => message.at <= this.tick);
    this.queue = this.queue.filter((message) => message.at > this.tick);
    for (const message of this.random.shuffle(due)) this.deliver(message);
  }

  /** Splits the peers into two random sides; messages in flight across the cut are lost. */
  partition(): void {
    this.group = this.peers.map(() => this.random.int(0, 1));
    this.queue = this.queue.filter((message) => this.connected(message.from, message.to));
  }

  /** Reconnects everyone; each pair exchanges what the other is missing, as providers do on reconnect. */
  heal(): void {
    this.group = this.peers.map(() => 0);
    const channels = this.peers[0]?.length ?? 0;
    for (let channel = 0; channel < channels; channel += 1) {
      const docs = this.peers.map((replicas) => replicas[channel] as Y.Doc);
      for (const from of docs) {
        for (const to of docs) {
          if (from === to) continue;
          Y.applyUpdate(to, Y.encodeStateAsUpdate(from, Y.encodeStateVector(to)), REMOTE);
        }
      }
    }
  }

  /** Heals, then delivers everything still in flight. */
  settle(): void {
    this.heal();
    while (this.queue.length > 0) this.step();
  }
}
