import type { Readable } from 'node:stream';
import { fromBufferPromise, type Entry, type ZipFile } from 'yauzl';
import { IMPORT_LIMITS, ImportFormatError, ImportTooLargeError } from '@shared/formats/model';

/** Below this many inflated bytes an entry is too small to be a bomb, whatever its ratio (tiny files deflate poorly or very well). */
const RATIO_FLOOR_BYTES = 64 * 1024;

const MIB = 1024 * 1024;

function tooLarge(message: string): ImportTooLargeError {
  return new ImportTooLargeError(message);
}

async function openZip(bytes: Uint8Array): Promise<ZipFile> {
  const buffer = Buffer.isBuffer(bytes)
    ? bytes
    : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  try {
    // Sizes are checked here as bytes inflate, so yauzl's own check of them against the headers is not needed.
    return await fromBufferPromise(buffer, {
      lazyEntries: true,
      validateEntrySizes: false,
      strictFileNames: false,
    });
  } catch (error) {
    throw new ImportFormatError(`The file is not a zip archive (${(error as Error).message})`);
  }
}

/** The limits an archive is held to; IMPORT_LIMITS unless a caller (a test) says otherwise. */
export interface ZipLimits {
  zipEntries: number;
  uncompressedBytes: number;
  compressionRatio: number;
}

/** Inflates one entry, refusing it once it passes the ratio or the archive passes the total; the stream is destroyed then. */
async function inflate(
  zip: ZipFile,
  entry: Entry,
  budget: { left: number },
  limits: ZipLimits,
): Promise<Buffer> {
  if (
    entry.uncompressedSize > Math.max(entry.compressedSize, 1) * limits.compressionRatio &&
    entry.uncompressedSize > RATIO_FLOOR_BYTES
  ) {
    throw tooLarge(`The archive entry ${entry.fileName} expands more than ${limits.compressionRatio} times`);
  }
  let stream: Readable;
  try {
    stream = await zip.openReadStreamPromise(entry);
  } catch (error) {
    throw new ImportFormatError(
      `The archive entry ${entry.fileName} cannot be read (${(error as Error).message})`,
    );
  }
  const limit = Math.max(entry.compressedSize, 1) * limits.compressionRatio;
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      size += chunk.length;
      budget.left -= chunk.length;
      if (budget.left < 0) {
        throw tooLarge(`The archive expands past ${limits.uncompressedBytes / MIB} MiB`);
      }
      if (size > limit && size > RATIO_FLOOR_BYTES) {
        throw tooLarge(
          `The archive entry ${entry.fileName} expands more than ${limits.compressionRatio} times`,
        );
      }
      chunks.push(chunk);
    }
  } catch (error) {
    stream.destroy();
    if (error instanceof ImportTooLargeError) throw error;
    throw new ImportFormatError(
      `The archive entry ${entry.fileName} is damaged (${(error as Error).message})`,
    );
  }
  return Buffer.concat(chunks, size);
}

/**
 * The entries of a zip archive that `wanted` picks, by name, inflated. The archive is held to
 * IMPORT_LIMITS: more than zipEntries entries, an entry inflating past compressionRatio times its
 * compressed size, or all read entries together past uncompressedBytes throw ImportTooLargeError, counted
 * as bytes inflate (the inflating stream is abandoned at once, so memory stays bounded). Anything that is not
 * a readable zip throws ImportFormatError.
 */
export async function readZipEntries(
  bytes: Uint8Array,
  wanted: (name: string) => boolean,
  limits: ZipLimits = IMPORT_LIMITS,
): Promise<Map<string, Buffer>> {
  const zip = await openZip(bytes);
  const found = new Map<string, Buffer>();
  try {
    if (zip.entryCount > limits.zipEntries) {
      throw tooLarge(`The archive has more than ${limits.zipEntries.toLocaleString('en')} entries`);
    }
    const budget = { left: limits.uncompressedBytes };
    let count = 0;
    let entries: AsyncIterable<Entry>;
    try {
      entries = zip.eachEntry();
    } catch (error) {
      throw new ImportFormatError(`The archive cannot be read (${(error as Error).message})`);
    }
    const iterator = entries[Symbol.asyncIterator]();
    for (;;) {
      let next: IteratorResult<Entry>;
      try {
        next = await iterator.next();
      } catch (error) {
        throw new ImportFormatError(`The archive's directory is damaged (${(error as Error).message})`);
      }
      if (next.done) break;
      count += 1;
      if (count > limits.zipEntries) {
        throw tooLarge(`The archive has more than ${limits.zipEntries.toLocaleString('en')} entries`);
      }
      const entry = next.value;
      if (entry.fileName.endsWith('/') || !wanted(entry.fileName) || found.has(entry.fileName)) continue;
      found.set(entry.fileName, await inflate(zip, entry, budget, limits));
    }
  } finally {
    zip.close();
  }
  return found;
}
