import fs from 'node:fs';
import path from 'node:path';
import type { FsObserver } from '@server/db/pglite-durable-fs';

/**
 * A model of the disk under PGlite's data directory that holds only what was flushed: what a power cut
 * would leave. It runs in the database thread as its file-system observer (`pgliteObserver`) and keeps, in
 * `<DATA_DIR>/disk`, each file's content as of its last fsync and each directory's entries as of its last
 * fsync. Files are tracked by inode (a rename keeps the content, a name reused by a new file does not);
 * every creation starts a new generation, since the host reuses inode numbers.
 *
 * Layout: `files/<key>` the flushed bytes of one file, `dirs/<key>.json` a directory's flushed entries
 * (name → key, directory or not), the data directory's own key being `root`.
 */

interface Entry {
  key: string;
  dir: boolean;
}

/** Where the model of the data directory `root` (`<DATA_DIR>/pglite`) lives. */
export function diskOf(root: string): string {
  return path.join(path.dirname(root), 'disk');
}

function writeAtomically(file: string, text: string) {
  fs.writeFileSync(`${file}.tmp`, text);
  fs.renameSync(`${file}.tmp`, file);
}

export default function recordDisk(root: string): FsObserver {
  const disk = diskOf(root);
  fs.rmSync(disk, { recursive: true, force: true });
  fs.mkdirSync(path.join(disk, 'files'), { recursive: true });
  fs.mkdirSync(path.join(disk, 'dirs'));
  const keys = new Map<number, string>([[fs.statSync(root).ino, 'root']]);
  let generation = 0;
  const newKey = (ino: number) => {
    const key = `${ino}-${(generation += 1)}`;
    keys.set(ino, key);
    return key;
  };
  const keyOf = (ino: number) => keys.get(ino) ?? newKey(ino);
  /** Per file key: byte ranges written since its last flush (position → longest length). */
  const unflushed = new Map<string, Map<number, number>>();
  const rangesOf = (key: string) => {
    let ranges = unflushed.get(key);
    if (!ranges) unflushed.set(key, (ranges = new Map()));
    return ranges;
  };

  function flushDir(hostDir: string, key: string) {
    const entries: Record<string, Entry> = {};
    for (const entry of fs.readdirSync(hostDir, { withFileTypes: true })) {
      const { ino } = fs.lstatSync(path.join(hostDir, entry.name));
      entries[entry.name] = { key: keyOf(ino), dir: entry.isDirectory() };
    }
    writeAtomically(path.join(disk, 'dirs', `${key}.json`), JSON.stringify(entries));
  }

  function flushFile(hostPath: string, key: string, size: number) {
    const ranges = unflushed.get(key);
    if (!ranges) return;
    unflushed.delete(key);
    const model = path.join(disk, 'files', key);
    const target = fs.openSync(model, fs.existsSync(model) ? 'r+' : 'w');
    const source = fs.openSync(hostPath, 'r');
    try {
      for (const [position, length] of ranges) {
        const bytes = Buffer.alloc(Math.max(0, Math.min(length, size - position)));
        fs.readSync(source, bytes, 0, bytes.length, position);
        fs.writeSync(target, bytes, 0, bytes.length, position);
      }
      fs.ftruncateSync(target, size);
    } finally {
      fs.closeSync(source);
      fs.closeSync(target);
    }
  }

  // What the directory holds as the database opens is on the disk (see flushOnce in pglite-durable-fs.ts,
  // or what an earlier power cut left): that is where the model starts.
  (function copy(hostDir: string) {
    flushDir(hostDir, keyOf(fs.statSync(hostDir).ino));
    for (const entry of fs.readdirSync(hostDir, { withFileTypes: true })) {
      const child = path.join(hostDir, entry.name);
      if (entry.isDirectory()) copy(child);
      else fs.copyFileSync(child, path.join(disk, 'files', keyOf(fs.statSync(child).ino)));
    }
  })(root);

  return {
    wrote(fd, position, length) {
      if (length <= 0) return;
      const ranges = rangesOf(keyOf(fs.fstatSync(fd).ino));
      ranges.set(position, Math.max(length, ranges.get(position) ?? 0));
    },
    resized(hostPath) {
      rangesOf(keyOf(fs.lstatSync(hostPath).ino));
    },
    created(hostPath) {
      newKey(fs.lstatSync(hostPath).ino);
    },
    synced(hostPath) {
      const stat = fs.lstatSync(hostPath);
      const key = keyOf(stat.ino);
      if (stat.isDirectory()) flushDir(hostPath, key);
      else flushFile(hostPath, key, stat.size);
    },
  };
}

/** Writes into `target` (a new directory) the data directory as the modelled disk holds it. */
export function rebuildFromDisk(disk: string, target: string) {
  (function build(key: string, dir: string) {
    fs.mkdirSync(dir, { recursive: true });
    const listing = path.join(disk, 'dirs', `${key}.json`);
    const entries: Record<string, Entry> = fs.existsSync(listing)
      ? JSON.parse(fs.readFileSync(listing, 'utf8'))
      : {};
    for (const [name, entry] of Object.entries(entries)) {
      const child = path.join(dir, name);
      const content = path.join(disk, 'files', entry.key);
      if (entry.dir) build(entry.key, child);
      else if (fs.existsSync(content)) fs.copyFileSync(content, child);
      else fs.writeFileSync(child, '');
    }
  })('root', target);
}
