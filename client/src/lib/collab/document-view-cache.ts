import type * as Y from 'yjs';

export type ReadView<T> = (doc: Y.Doc) => T;
export type ObserveView = (doc: Y.Doc, listener: () => void) => () => void;
export type ViewEquality<T> = (a: T, b: T) => boolean;

/**
 * The memory behind useDocumentView: the last value read from a document, kept by identity until the
 * document changes and a new read differs from it. React compares snapshots by identity, so returning the
 * kept value for an equal read is what spares a component the re-render on unrelated edits.
 */
export class DocumentViewCache<T> {
  private version = 0;
  private readAt = -1;
  private doc: Y.Doc | null = null;
  private read: ReadView<T> | null = null;
  private kept: { value: T } | null = null;

  /** Subscribes `onChange` to the document's changes; the cache reads again on the next snapshot. */
  subscribe(doc: Y.Doc | null, observe: ObserveView, onChange: () => void): () => void {
    // The document may have changed between the render that read it and this subscription.
    this.version += 1;
    if (!doc) return () => undefined;
    return observe(doc, () => {
      this.version += 1;
      onChange();
    });
  }

  /** The view of `doc`: the kept value while nothing changed or the new read equals it. */
  snapshot(doc: Y.Doc | null, read: ReadView<T>, isEqual: ViewEquality<T>): T | null {
    if (!doc) {
      this.forget();
      return null;
    }
    if (this.kept && doc === this.doc && read === this.read && this.readAt === this.version) {
      return this.kept.value;
    }
    const next = read(doc);
    if (!this.kept || doc !== this.doc || !isEqual(this.kept.value, next)) this.kept = { value: next };
    this.doc = doc;
    this.read = read;
    this.readAt = this.version;
    return this.kept.value;
  }

  private forget(): void {
    this.doc = null;
    this.read = null;
    this.kept = null;
  }
}
