import type { ChaosDocument } from './documents';

/**
 * What the chaos run's writers do and what the servers acknowledged of it. Each writer edits as people do:
 * it adds items of its own (each with a text used once in the run), renames them to new texts and deletes
 * them, keeping about `keep` items in each document it writes to, so the documents stay near one size
 * through the run (a document that grew all run long would make memory growth follow the data). No writer
 * touches another's items, so the end state of every item is known from its writer's acknowledged edits.
 */

/** One edit of one item: an add (`before` null), a rename, or a delete (`after` null). */
export interface Edit {
  document: ChaosDocument;
  /** The item's id; null for an add through REST, whose id comes with the answer. */
  id: string | null;
  before: string | null;
  after: string | null;
}

/** The items one writer holds in one document, by id, with their texts as the writer last set them. */
export class OwnItems {
  readonly texts = new Map<string, string>();

  constructor(private readonly keep: number) {}

  /** The next edit: an add below `keep` items, otherwise a rename (three times in five) or a delete. */
  next(document: ChaosDocument, text: string): Edit {
    if (this.texts.size < this.keep) return { document, id: null, before: null, after: text };
    const ids = [...this.texts.keys()];
    const id = ids[Math.floor(Math.random() * ids.length)]!;
    const before = this.texts.get(id)!;
    return { document, id, before, after: Math.random() < 0.6 ? text : null };
  }

  /** Records an edit as made (acknowledged or not: the writer's copy has it). */
  made(edit: Edit, id: string | null = edit.id): void {
    if (id === null) return;
    if (edit.after === null) this.texts.delete(id);
    else this.texts.set(id, edit.after);
  }
}

/**
 * The texts the servers must show at the end and those they must not. An acknowledged edit makes its new
 * text expected and its old one gone; an edit whose outcome is unknown (its connection ended first, or its
 * request failed) makes its old text unjudged, since either may be what is left, until a later acknowledged
 * edit of the item settles it.
 */
export class Ledger {
  readonly present = new Map<string, ChaosDocument>();
  readonly gone = new Map<string, ChaosDocument>();
  acknowledged = 0;

  acknowledge(edit: Edit): void {
    this.acknowledged += 1;
    if (edit.before !== null) {
      this.present.delete(edit.before);
      this.gone.set(edit.before, edit.document);
    }
    if (edit.after !== null) this.present.set(edit.after, edit.document);
  }

  unknown(edit: Edit): void {
    if (edit.before !== null) this.present.delete(edit.before);
  }
}
