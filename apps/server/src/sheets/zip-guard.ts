import { Readable } from 'node:stream';
import { createInflateRaw } from 'node:zlib';

/** What an archive unpacks to at most: a real sheet of the largest import is well under it. */
export const UNPACKED_MAX_BYTES = 256 * 1024 * 1024;
/** Spreadsheets compress about 10:1; a bomb, a thousand to one and more. */
const RATIO_MAX = 200;
/** Small archives may be dense (a sheet of one repeated row) without being dangerous. */
const UNPACKED_ALWAYS_ALLOWED = 10 * 1024 * 1024;
const ENTRIES_MAX = 10_000;

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;

/** Why an archive is refused before any of it is parsed. */
export type ZipProblem = 'unreadable' | 'too_large';

type Entry = { method: number; compressed: number; localOffset: number };

function entriesOf(zip: Buffer): Entry[] | null {
  // The end-of-directory record sits in the last 22 bytes, followed by a comment of up to 64 KiB.
  let end = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 0xffff); i -= 1) {
    if (zip.readUInt32LE(i) === END_OF_DIRECTORY) {
      end = i;
      break;
    }
  }
  if (end < 0) {
    return null;
  }
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  // ZIP64 archives (over 65 535 files or 4 GiB) are never a spreadsheet of ours.
  if (count === 0xffff || at === 0xffffffff || count > ENTRIES_MAX) {
    return null;
  }
  const entries: Entry[] = [];
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== DIRECTORY_ENTRY) {
      return null;
    }
    entries.push({
      method: zip.readUInt16LE(at + 10),
      compressed: zip.readUInt32LE(at + 20),
      localOffset: zip.readUInt32LE(at + 42),
    });
    at += 46 + zip.readUInt16LE(at + 28) + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return entries;
}

/** Bytes an entry really inflates to, counted without keeping them; stops past `budget`. */
async function inflatedSize(data: Buffer, budget: number): Promise<number> {
  let size = 0;
  const inflate = createInflateRaw();
  Readable.from([data]).pipe(inflate);
  for await (const chunk of inflate as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > budget) {
      inflate.destroy();
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
  const entries = entriesOf(zip);
  if (!entries) {
    return 'unreadable';
  }
  const budget = Math.min(UNPACKED_MAX_BYTES, Math.max(UNPACKED_ALWAYS_ALLOWED, zip.length * RATIO_MAX));
  let unpacked = 0;
  for (const entry of entries) {
    const at = entry.localOffset;
    if (at + 30 > zip.length || zip.readUInt32LE(at) !== LOCAL_HEADER) {
      return 'unreadable';
    }
    const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
    const data = zip.subarray(start, start + entry.compressed);
    if (entry.method === STORED) {
      unpacked += data.length;
    } else if (entry.method === DEFLATED) {
      try {
        unpacked += await inflatedSize(data, budget - unpacked);
      } catch {
        return 'unreadable';
      }
    } else {
      return 'unreadable';
    }
    if (unpacked > budget) {
      return 'too_large';
    }
  }
  return null;
}
