import { IMPORT_LIMITS } from '@shared/formats/model';

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_ENTRY = 0x04034b50;
/** The end record is 22 bytes, followed by a comment of at most 65,535. */
const TAIL_BYTES = 22 + 0xffff;
/** Below this many inflated bytes an entry cannot be a bomb, whatever its ratio (as the server reads it). */
const RATIO_FLOOR_BYTES = 64 * 1024;

async function bytesOf(file: Blob, start: number, end: number): Promise<DataView> {
  return new DataView(await file.slice(start, end).arrayBuffer());
}

interface DirectoryEntry {
  name: string;
  method: number;
  compressedSize: number;
  offset: number;
}

/** The archive's directory, or null when `file` is not a zip this reader follows (ZIP64, split). */
async function directoryOf(file: Blob): Promise<DirectoryEntry[] | null> {
  const tailStart = Math.max(0, file.size - TAIL_BYTES);
  const tail = await bytesOf(file, tailStart, file.size);
  let end = -1;
  for (let at = tail.byteLength - 22; at >= 0; at -= 1) {
    if (tail.getUint32(at, true) === END_OF_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const count = tail.getUint16(end + 10, true);
  const size = tail.getUint32(end + 12, true);
  const start = tail.getUint32(end + 16, true);
  if (count > IMPORT_LIMITS.zipEntries || start + size > tailStart + end) return null;
  const directory = await bytesOf(file, start, start + size);
  const names = new TextDecoder();
  const entries: DirectoryEntry[] = [];
  for (let at = 0, index = 0; index < count; index += 1) {
    if (at + 46 > directory.byteLength || directory.getUint32(at, true) !== DIRECTORY_ENTRY) return null;
    const nameLength = directory.getUint16(at + 28, true);
    const skip = nameLength + directory.getUint16(at + 30, true) + directory.getUint16(at + 32, true);
    const name = new Uint8Array(
      directory.buffer,
      at + 46,
      Math.min(nameLength, directory.byteLength - at - 46),
    );
    entries.push({
      name: names.decode(name),
      method: directory.getUint16(at + 10, true),
      compressedSize: directory.getUint32(at + 20, true),
      offset: directory.getUint32(at + 42, true),
    });
    at += 46 + skip;
  }
  return entries;
}

/** Inflates a deflated entry, giving up (null) once it passes `limit` bytes. */
async function inflate(data: Blob, limit: number): Promise<Uint8Array | null> {
  const reader = data.stream().pipeThrough(new DecompressionStream('deflate-raw')).getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        await reader.cancel();
        return null;
      }
      chunks.push(value);
    }
  } catch {
    return null;
  }
  const whole = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    whole.set(chunk, at);
    at += chunk.byteLength;
  }
  return whole;
}

/**
 * The entry of zip `file` named first in `names` that the archive holds, with its name, inflated within the
 * server's limits (entry count, compression ratio, inflated size); null when there is none, the archive
 * is one this reader does not follow, or a limit is passed. Only that entry is inflated.
 */
export async function readZipEntry(
  file: Blob,
  names: readonly string[],
): Promise<{ name: string; bytes: Uint8Array } | null> {
  if (file.size < 22 || file.size > IMPORT_LIMITS.uploadBytes) return null;
  const directory = await directoryOf(file);
  const entry = names.map((name) => directory?.find((found) => found.name === name)).find(Boolean);
  if (!entry) return null;
  const local = await bytesOf(file, entry.offset, entry.offset + 30);
  if (local.byteLength < 30 || local.getUint32(0, true) !== LOCAL_ENTRY) return null;
  const start = entry.offset + 30 + local.getUint16(26, true) + local.getUint16(28, true);
  const data = file.slice(start, start + entry.compressedSize);
  if (entry.method === 0) return { name: entry.name, bytes: new Uint8Array(await data.arrayBuffer()) };
  if (entry.method !== 8) return null;
  const ratioLimit = Math.max(entry.compressedSize, 1) * IMPORT_LIMITS.compressionRatio;
  const limit = Math.min(IMPORT_LIMITS.uncompressedBytes, Math.max(ratioLimit, RATIO_FLOOR_BYTES));
  const bytes = await inflate(data, limit);
  return bytes && { name: entry.name, bytes };
}
