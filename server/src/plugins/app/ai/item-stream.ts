/**
 * Finds the items of a streamed JSON answer, `{"items": [{…}, {…}]}` (or a bare array of objects), as the
 * text arrives: each item is handed over the moment its closing brace does, so it can be checked and shown
 * while the model is still writing the next one. Text before the first brace (a code fence, a preamble) is
 * ignored. An item that is not valid JSON is reported as such and skipped.
 */
export class ItemStream {
  private readonly stack: Array<'{' | '['> = [];
  private inString = false;
  private escaped = false;
  private itemStart = -1;
  private buffer = '';
  private started = false;
  /** Items seen (valid or not). */
  count = 0;

  constructor(private readonly onItem: (item: { value: unknown } | { malformed: string }) => void) {}

  push(text: string): void {
    const offset = this.buffer.length;
    this.buffer += text;
    for (let index = offset; index < this.buffer.length; index += 1) this.step(this.buffer[index]!, index);
    // Text before an open item is no longer needed.
    if (this.itemStart < 0) this.buffer = '';
    else if (this.itemStart > 0) {
      this.buffer = this.buffer.slice(this.itemStart);
      this.itemStart = 0;
    }
  }

  private atItemLevel(): boolean {
    const depth = this.stack.length;
    return (
      (depth === 2 && this.stack[0] === '{' && this.stack[1] === '[') ||
      (depth === 1 && this.stack[0] === '[')
    );
  }

  private step(char: string, index: number): void {
    if (!this.started) {
      if (char !== '{' && char !== '[') return;
      this.started = true;
    }
    if (this.inString) {
      if (this.escaped) this.escaped = false;
      else if (char === '\\') this.escaped = true;
      else if (char === '"') this.inString = false;
      return;
    }
    if (char === '"') {
      this.inString = true;
    } else if (char === '{' || char === '[') {
      if (char === '{' && this.atItemLevel()) this.itemStart = index;
      this.stack.push(char);
    } else if (char === '}' || char === ']') {
      this.stack.pop();
      if (char === '}' && this.itemStart >= 0 && this.atItemLevel()) {
        const text = this.buffer.slice(this.itemStart, index + 1);
        this.itemStart = -1;
        this.count += 1;
        try {
          this.onItem({ value: JSON.parse(text) as unknown });
        } catch {
          this.onItem({ malformed: text.slice(0, 200) });
        }
      }
    }
  }
}
