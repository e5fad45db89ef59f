import { entryStream, zipEntries, type ZipEntry } from './zip-entries';

/** What an archive unpacks to at most: a real sheet of the largest import is well under it. */
export const UNPACKED_MAX_BYTES = 256 * 1024 * 1024;
/** Spreadsheets compress about 10:1; a bomb, a thousand to one and more. */
const RATIO_MAX = 200;
/** Small archives may be dense (a sheet of one repeated row) without being dangerous. */
const UNPACKED_ALWAYS_ALLOWED = 10 * 1024 * 1024;

/** Why an archive is refused before any of it is parsed. */
export type ZipProblem = 'unreadable' | 'too_large';

/** Bytes an entry really unpacks to, counted without keeping them; stops past `budget`. */
async function unpackedSize(zip: Buffer, entry: ZipEntry, budget: number): Promise<number> {
  let size = 0;
  const content = entryStream(zip, entry);
  for await (const chunk of content as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > budget) {
      content.destroy();
      break;
    }
  }
  return size;
}

/**
 * Checks an uploaded zip (an .xlsx) by what it really unpacks to, not by the sizes it declares,
 * before a parser inflates it: a zip bomb is refused after at most UNPACKED_MAX_BYTES of counting,
 * never held in memory.
 */
export async function zipProblemOf(zip: Buffer): Promise<ZipProblem | null> {
  const entries = zipEntries(zip);
  if (!entries) {
    return 'unreadable';
  }
  const budget = Math.min(UNPACKED_MAX_BYTES, Math.max(UNPACKED_ALWAYS_ALLOWED, zip.length * RATIO_MAX));
  let unpacked = 0;
  for (const entry of entries) {
    try {
      unpacked += await unpackedSize(zip, entry, budget - unpacked);
    } catch {
      return 'unreadable';
    }
    if (unpacked > budget) {
      return 'too_large';
    }
  }
  return null;
}
