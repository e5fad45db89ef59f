import { Readable } from 'node:stream';
import { createInflateRaw } from 'node:zlib';

/*
 * The entries of a zip held in memory (an uploaded .xlsx), read from its central directory: the
 * sizes and offsets there are the archive's own, whereas a local header may leave them blank.
 */

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;
/** More entries than any spreadsheet has; a directory claiming more is not one of ours. */
const ENTRIES_MAX = 10_000;

export type ZipEntry = { name: string; method: number; compressed: number; localOffset: number };

/** Every entry the central directory lists, or null when it is missing or malformed. */
export function zipEntries(zip: Buffer): ZipEntry[] | null {
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
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== DIRECTORY_ENTRY) {
      return null;
    }
    const nameLength = zip.readUInt16LE(at + 28);
    entries.push({
      // The parts of a spreadsheet have ASCII names.
      name: zip.toString('latin1', at + 46, at + 46 + nameLength),
      method: zip.readUInt16LE(at + 10),
      compressed: zip.readUInt32LE(at + 20),
      localOffset: zip.readUInt32LE(at + 42),
    });
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return entries;
}

/** The stored (possibly compressed) bytes of an entry, or null when its local header is not there. */
export function entryData(zip: Buffer, entry: ZipEntry): Buffer | null {
  const at = entry.localOffset;
  if (at + 30 > zip.length || zip.readUInt32LE(at) !== LOCAL_HEADER) {
    return null;
  }
  const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
  return zip.subarray(start, start + entry.compressed);
}

/** An entry's content as it unpacks, piece by piece; an entry it cannot unpack fails the stream. */
export function entryStream(zip: Buffer, entry: ZipEntry): Readable {
  const data = entryData(zip, entry);
  if (!data || (entry.method !== STORED && entry.method !== DEFLATED)) {
    throw new Error(`zip entry ${entry.name} cannot be unpacked`);
  }
  const stored = Readable.from([data]);
  return entry.method === STORED ? stored : stored.pipe(createInflateRaw());
}
