import { promisify } from 'node:util';
import { constants, crc32, deflateRaw } from 'node:zlib';

/**
 * A zip archive written as it is read: each file's content is deflated chunk by chunk while the
 * reader asks for more, so memory holds one chunk whatever the archive's size (an .xlsx of a
 * million rows). Sizes and checksums follow each file (data descriptors), as streaming zips do.
 * Without ZIP64, an archive stays under 4 GiB.
 */
export type ZipFile = { name: string; content: string | AsyncIterable<string> | Iterable<string> };

const deflateChunk = promisify(deflateRaw);
/** An empty final deflate block: ends a stream made of sync-flushed pieces. */
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);
const UTF8_NAMES_AND_DESCRIPTOR = 0x0808;
const DEFLATE = 8;
const VERSION = 20;
const MAX_OFFSET = 0xffffffff;

type Written = { name: Buffer; offset: number; crc: number; compressed: number; size: number };

function dosTime(date: Date): { time: number; day: number } {
  return {
    time: (date.getHours() << 11) | (date.getMinutes() << 5) | Math.floor(date.getSeconds() / 2),
    day: ((date.getFullYear() - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate(),
  };
}

export async function* zipStream(files: ZipFile[], modified = new Date()): AsyncGenerator<Buffer> {
  const { time, day } = dosTime(modified);
  const written: Written[] = [];
  let offset = 0;
  const emit = (buffer: Buffer) => {
    offset += buffer.length;
    if (offset > MAX_OFFSET) {
      throw new Error('zip archive larger than 4 GiB');
    }
    return buffer;
  };

  for (const file of files) {
    const name = Buffer.from(file.name, 'utf8');
    const entry: Written = { name, offset, crc: 0, compressed: 0, size: 0 };
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(VERSION, 4);
    header.writeUInt16LE(UTF8_NAMES_AND_DESCRIPTOR, 6);
    header.writeUInt16LE(DEFLATE, 8);
    header.writeUInt16LE(time, 10);
    header.writeUInt16LE(day, 12);
    // Checksum and sizes (14–25) stay 0 here: the descriptor after the data carries them.
    header.writeUInt16LE(name.length, 26);
    yield emit(Buffer.concat([header, name]));

    const chunks = typeof file.content === 'string' ? [file.content] : file.content;
    for await (const text of chunks) {
      const data = Buffer.from(text, 'utf8');
      if (data.length === 0) {
        continue;
      }
      entry.crc = crc32(data, entry.crc);
      entry.size += data.length;
      // Each piece ends on a byte boundary (sync flush), so the pieces join into one deflate stream.
      const deflated = await deflateChunk(data, { finishFlush: constants.Z_SYNC_FLUSH, level: 4 });
      entry.compressed += deflated.length;
      yield emit(deflated);
    }
    entry.compressed += FINAL_BLOCK.length;
    yield emit(FINAL_BLOCK);

    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(entry.crc >>> 0, 4);
    descriptor.writeUInt32LE(entry.compressed, 8);
    descriptor.writeUInt32LE(entry.size, 12);
    yield emit(descriptor);
    written.push(entry);
  }

  const directoryStart = offset;
  for (const entry of written) {
    const record = Buffer.alloc(46);
    record.writeUInt32LE(0x02014b50, 0);
    record.writeUInt16LE(VERSION, 4);
    record.writeUInt16LE(VERSION, 6);
    record.writeUInt16LE(UTF8_NAMES_AND_DESCRIPTOR, 8);
    record.writeUInt16LE(DEFLATE, 10);
    record.writeUInt16LE(time, 12);
    record.writeUInt16LE(day, 14);
    record.writeUInt32LE(entry.crc >>> 0, 16);
    record.writeUInt32LE(entry.compressed, 20);
    record.writeUInt32LE(entry.size, 24);
    record.writeUInt16LE(entry.name.length, 28);
    record.writeUInt32LE(entry.offset, 42);
    yield emit(Buffer.concat([record, entry.name]));
  }
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(written.length, 8);
  end.writeUInt16LE(written.length, 10);
  end.writeUInt32LE(offset - directoryStart, 12);
  end.writeUInt32LE(directoryStart, 16);
  yield emit(end);
}
