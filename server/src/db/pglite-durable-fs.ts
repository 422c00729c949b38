import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

/**
 * PGlite's start-up arguments with PostgreSQL's own durability switched back on. PGlite starts PostgreSQL
 * with `-F` (fsync off); without it PostgreSQL syncs in the order it relies on (the WAL up to a commit
 * before the commit returns, data files before a checkpoint is recorded, directories after a rename).
 * `wal_sync_method=fsync` because Emscripten's fdatasync is a no-op, while fsync reaches the file system
 * below (`fd_sync` → `stream_ops.fsync`, which DurableNodeFS provides).
 */
export const DURABLE_START_PARAMS = [
  ...PGlite.defaultStartParams.filter((parameter) => parameter !== '-F'),
  '-c',
  'fsync=on',
  '-c',
  'wal_sync_method=fsync',
];

/** What the file-system layer of the database thread does to host files; the crash test records it. */
export interface FsObserver {
  /** `length` bytes written at `position` through host descriptor `fd`. */
  wrote(fd: number, position: number, length: number): void;
  /** The file's size was set (truncated or extended). */
  resized(hostPath: string): void;
  /** A file or directory was created. */
  created(hostPath: string): void;
  /** A file or directory was flushed to the disk (fsync returned). */
  synced(hostPath: string): void;
}

/** The part of an Emscripten file-system node and stream this module touches. */
interface Node {
  mode: number;
  parent: Node;
}
interface Stream {
  node: Node;
  nfd: number;
  flags: number;
}
interface NodeOps {
  mknod(parent: Node, name: string, mode: number, dev: number): Node;
  rename(node: Node, newDir: Node, newName: string): void;
  unlink(parent: Node, name: string): void;
  rmdir(parent: Node, name: string): void;
  setattr(node: Node, attr: { size?: number }): void;
}
interface StreamOps {
  open(stream: Stream): void;
  write(stream: Stream, buffer: Uint8Array, offset: number, length: number, position: number): number;
  setattr(stream: Stream, attr: { size?: number }): void;
  fsync?(stream: Stream): number;
}
interface NodeFsModule {
  FS: { isDir(mode: number): boolean };
  NODEFS: {
    node_ops: NodeOps;
    stream_ops: StreamOps;
    realPath(node: Node): string;
    tryFSOperation<T>(operation: () => T): T;
  };
}

const O_TRUNC = 512; // Emscripten's value (NODEFS.flagsForNodeMap)

function fsyncPath(hostPath: string) {
  const fd = fs.openSync(hostPath, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/** Flushes every file and directory under `root`, children before their directory, then `root`'s entry. */
function syncTree(root: string) {
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const child = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(child);
      else if (entry.isFile()) fsyncPath(child);
    }
    fsyncPath(dir);
  };
  visit(root);
  fsyncPath(path.dirname(root));
}

/** Written into a data directory once all of it was flushed; every write after that is flushed as it goes. */
const FLUSHED_MARK = 'mindlane-flushed';

/**
 * Makes sure everything in the data directory `dir` is on the disk before PostgreSQL builds on it: a
 * directory written without flushes (by PGlite with fsync off, before Mindlane turned it on, or freshly
 * made by initdb) is flushed whole, once, then marked. Afterwards PostgreSQL flushes what it writes, and
 * after a crash it flushes the whole directory itself before recovering (SyncDataDirectory).
 */
export function flushOnce(dir: string) {
  const mark = path.join(dir, FLUSHED_MARK);
  if (fs.existsSync(mark)) return;
  syncTree(dir);
  fs.writeFileSync(mark, '');
  fsyncPath(mark);
  fsyncPath(dir);
}

/** Renames `from` to `to` and flushes the directory that holds them, so the new name survives a crash. */
export function renameDurably(from: string, to: string) {
  fs.renameSync(from, to);
  fsyncPath(path.dirname(to));
}

/**
 * Emscripten's NODEFS (PGlite's file system on Node) maps the data directory onto host files one to one
 * but has no fsync: PostgreSQL's syncs return success without reaching the disk. This adds it: an fsync
 * from PostgreSQL flushes the host file, and then every directory above it that gained, lost or renamed
 * an entry since its last flush (PostgreSQL flushes directories itself after renames, not after creating
 * a relation file; without this a file created since the last checkpoint could lose its name).
 */
export class DurableNodeFS extends NodeFS {
  constructor(
    dataDir: string,
    private readonly observer?: FsObserver,
  ) {
    super(dataDir);
  }

  override async init(...args: Parameters<NodeFS['init']>) {
    const result = await super.init(...args);
    const preRun = result.emscriptenOpts.preRun ?? [];
    result.emscriptenOpts.preRun = [...preRun, (mod) => this.patch(mod as unknown as NodeFsModule)];
    return result;
  }

  private patch({ FS, NODEFS }: NodeFsModule) {
    const { node_ops: nodeOps, stream_ops: streamOps } = NODEFS;
    const observer = this.observer;
    /** Directories whose entries changed since they were last flushed. */
    const unsyncedDirs = new Set<string>();
    const original = { ...nodeOps };
    const originalStream = { ...streamOps };

    const flushed = (hostPath: string) => {
      unsyncedDirs.delete(hostPath);
      observer?.synced(hostPath);
    };
    const entriesChanged = (dir: Node, name?: string) => {
      const hostDir = NODEFS.realPath(dir);
      unsyncedDirs.add(hostDir);
      if (name !== undefined) observer?.created(path.join(hostDir, name));
    };

    nodeOps.mknod = (parent, name, mode, dev) => {
      const node = original.mknod(parent, name, mode, dev);
      entriesChanged(parent, name);
      return node;
    };
    nodeOps.rename = (node, newDir, newName) => {
      entriesChanged(node.parent);
      original.rename(node, newDir, newName);
      entriesChanged(newDir);
    };
    for (const operation of ['unlink', 'rmdir'] as const) {
      nodeOps[operation] = (parent, name) => {
        original[operation](parent, name);
        entriesChanged(parent);
      };
    }

    streamOps.fsync = (stream) => {
      const hostPath = NODEFS.realPath(stream.node);
      NODEFS.tryFSOperation(() => {
        fs.fsyncSync(stream.nfd);
        flushed(hostPath);
        if (FS.isDir(stream.node.mode)) return;
        for (let dir = path.dirname(hostPath); unsyncedDirs.has(dir); dir = path.dirname(dir)) {
          fsyncPath(dir);
          flushed(dir);
        }
      });
      return 0;
    };

    if (!observer) return;
    streamOps.write = (stream, buffer, offset, length, position) => {
      const written = originalStream.write(stream, buffer, offset, length, position);
      observer.wrote(stream.nfd, position, written);
      return written;
    };
    streamOps.open = (stream) => {
      originalStream.open(stream);
      if (stream.flags & O_TRUNC) observer.resized(NODEFS.realPath(stream.node));
    };
    streamOps.setattr = (stream, attr) => {
      originalStream.setattr(stream, attr);
      if (attr.size !== undefined) observer.resized(NODEFS.realPath(stream.node));
    };
    nodeOps.setattr = (node, attr) => {
      original.setattr(node, attr);
      if (attr.size !== undefined) observer.resized(NODEFS.realPath(node));
    };
  }
}
