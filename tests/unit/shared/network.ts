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
 *
 * An update is applied once the peer holds everything it builds on, as the server's relay delivers it: the
 * server forwards what it integrated, so a client never receives a write before the writes it follows. (Yjs
 * would hold such an update back but apply its deletions at once, showing for a while a record replaced by
 * a value not yet arrived, which no client of the server sees.)
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

  /** Whether `doc` holds every struct the update's structs follow or refer to. */
  private static canApply(doc: Y.Doc, update: Uint8Array): boolean {
    const known = Y.decodeStateVector(Y.encodeStateVector(doc));
    const { structs } = Y.decodeUpdate(update);
    const first = new Map<number, number>();
    const end = new Map<number, number>();
    for (const { id, length } of structs) {
      first.set(id.client, Math.min(first.get(id.client) ?? Infinity, id.clock));
      end.set(id.client, Math.max(end.get(id.client) ?? 0, id.clock + length));
    }
    const has = (id: Y.ID | null) =>
      id === null || id.clock < Math.max(known.get(id.client) ?? 0, end.get(id.client) ?? 0);
    // Each client's structs in an update are contiguous: they must start where the peer's copy ends.
    const contiguous = [...first].every(([client, clock]) => clock <= (known.get(client) ?? 0));
    return (
      contiguous &&
      structs.every(
        (struct) =>
          !(struct instanceof Y.Item) ||
          (has(struct.origin) &&
            has(struct.rightOrigin) &&
            has(struct.parent instanceof Y.ID ? struct.parent : null)),
      )
    );
  }

  private deliver(message: Message): boolean {
    const doc = this.peers[message.to]?.[message.channel];
    if (!doc) return true;
    if (!Network.canApply(doc, message.update)) return false;
    Y.applyUpdate(doc, message.update, REMOTE);
    return true;
  }

  /** Advances time by one tick, delivering the due messages in random order (those not yet applicable wait). */
  step(): void {
    this.tick += 1;
    const due = this.queue.filter((message) => message.at <= this.tick);
    this.queue = this.queue.filter((message) => message.at > this.tick);
    for (const message of this.random.shuffle(due)) {
      if (!this.deliver(message)) this.queue.push({ ...message, at: this.tick + 1 });
    }
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
