import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { documentFieldsSchema, ErrorCode, type FieldMessageKey } from '@tm/contracts';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromFile } from 'file-type';
import { AppError, fieldMessage, zodIssueText } from '../../http/errors';
import { isFileNameTaken, type DocumentFieldsOut, type UploadedFile } from './documents.service';

const MB = 1024 * 1024;
/** Longest name kept, in characters; and in UTF-8 bytes, as file systems allow 255 bytes a name. */
const NAME_MAX_CHARS = 200;
const NAME_MAX_BYTES = 240;

/**
 * The kinds the library takes (DOCUMENT_FILE_KINDS), by what file-type reads in the content. A
 * `jar` is a ZIP container too: an APK signed the old way starts with META-INF/MANIFEST.MF and
 * reads as one.
 */
const ACCEPTED_TYPES: Record<string, string> = {
  pdf: 'PDF',
  zip: 'ZIP',
  jar: 'ZIP',
  rar: 'RAR',
  '7z': '7Z',
  exe: 'EXE',
  apk: 'APK',
  mp4: 'MP4',
  docx: 'DOCX',
  xlsx: 'XLSX',
};
const APK_MIME = 'application/vnd.android.package-archive';

/**
 * The name a document is stored and downloaded under: the last segment of what the browser sent
 * (some send a whole path), without control characters, at most NAME_MAX_CHARS characters with
 * its extension kept. Empty when nothing usable is left.
 */
export function sanitizeFileName(raw: string): string {
  const base = (raw.split(/[/\\]/).pop() ?? '')
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, '')
    .normalize('NFC')
    .trim();
  if (base === '' || /^\.+$/.test(base)) {
    return '';
  }
  const dot = base.lastIndexOf('.');
  const extension = dot > 0 && base.length - dot <= 16 ? base.slice(dot) : '';
  let stem = [...base.slice(0, base.length - extension.length)];
  const fits = () =>
    stem.length + [...extension].length <= NAME_MAX_CHARS &&
    Buffer.byteLength(stem.join('') + extension) <= NAME_MAX_BYTES;
  while (stem.length > 0 && !fits()) {
    stem = stem.slice(0, -1);
  }
  return (stem.join('').trim() || 'file') + extension;
}

type Spooled = { path: string; size: number; sha256: string; truncated: boolean };

/** Writes a part to a new file in `dir`, hashing and counting it on the way; the bytes never sit in memory. */
async function spool(stream: Readable & { truncated?: boolean }, dir: string): Promise<Spooled> {
  await fs.promises.mkdir(dir, { recursive: true });
  const target = path.join(dir, randomUUID());
  const hash = createHash('sha256');
  let size = 0;
  try {
    await pipeline(
      stream,
      async function* (source: AsyncIterable<Buffer>) {
        for await (const chunk of source) {
          hash.update(chunk);
          size += chunk.length;
          yield chunk;
        }
      },
      fs.createWriteStream(target, { flags: 'wx' }),
    );
  } catch (error) {
    await fs.promises.rm(target, { force: true });
    throw error;
  }
  // busboy stops a part at the size limit and marks it truncated.
  return { path: target, size, sha256: hash.digest('hex'), truncated: stream.truncated === true };
}

const isFileTooLarge = (error: unknown) =>
  error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE';

/**
 * Receives `POST /api/management/documents`: the text fields and the one file (field `file`), in
 * whichever order the client sends them. The file streams to DATA_DIR/tmp/uploads while it is
 * hashed and counted; then its content must be one of the accepted kinds. Every refusal names its
 * fields (all of them at once) and leaves nothing behind. The caller owns the returned file.
 */
export async function receiveDocumentUpload(
  req: FastifyRequest,
): Promise<{ fields: DocumentFieldsOut; file: UploadedFile }> {
  const { config, db, lang } = req.ctx;
  if (!req.isMultipart()) {
    throw new AppError(ErrorCode.VALIDATION, { fields: { file: 'document_file_required' } });
  }
  const texts: Record<string, string> = {};
  let spooled: Spooled | null = null;
  let name = '';
  let sawFile = false;
  let nameTaken = false;
  let tooLarge = false;
  try {
    const parts = req.parts({
      // Per request: the plugin's own limit (app.ts) is the image upload's 5 MB.
      limits: { fileSize: config.documentMaxMb * MB, files: 1, fields: 10, fieldSize: 4096 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        texts[part.fieldname] = typeof part.value === 'string' ? part.value : '';
        continue;
      }
      if (part.fieldname !== 'file') {
        // Read to the end, or the request never finishes; then it counts as no file.
        part.file.resume();
        continue;
      }
      sawFile = true;
      name = sanitizeFileName(part.filename);
      // A name the library has already: say so without writing the bytes anywhere.
      nameTaken = name !== '' && (await isFileNameTaken(db, name));
      if (nameTaken || name === '') {
        part.file.resume();
        continue;
      }
      spooled = await spool(part.file, path.join(config.dataDir, 'tmp', 'uploads'));
    }
  } catch (error) {
    // The size limit is told after the last part: every field has been read by then.
    if (!isFileTooLarge(error)) {
      await discard(spooled);
      throw error;
    }
    tooLarge = true;
  }

  const wrong: Record<string, FieldMessageKey | { text: string }> = {};
  const parsed = documentFieldsSchema.safeParse(texts);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const names = issue.code === 'unrecognized_keys' ? issue.keys : [String(issue.path[0] ?? '_')];
      for (const field of names) {
        wrong[field] ??= { text: zodIssueText(issue, lang) };
      }
    }
  }
  let contentType = '';
  if (tooLarge || spooled?.truncated) {
    wrong.file = { text: fieldMessage('document_too_large', lang, { n: config.documentMaxMb }) };
  } else if (nameTaken) {
    wrong.file = 'document_file_name_taken';
  } else if (sawFile && name === '') {
    wrong.file = 'file_name_required';
  } else if (!spooled || spooled.size === 0) {
    wrong.file = 'document_file_required';
  } else {
    const type = await fileTypeFromFile(spooled.path);
    if (!type || !ACCEPTED_TYPES[type.ext]) {
      wrong.file = 'document_type';
    } else {
      // A ZIP-family container named .apk is an Android package; the content proved it is a ZIP.
      contentType = (type.ext === 'zip' || type.ext === 'jar') && /\.apk$/i.test(name) ? APK_MIME : type.mime;
    }
  }
  if (!spooled || Object.keys(wrong).length > 0 || !parsed.success) {
    await discard(spooled);
    const code = nameTaken && Object.keys(wrong).length === 1 ? ErrorCode.CONFLICT : ErrorCode.VALIDATION;
    throw new AppError(code, { fields: wrong });
  }
  return {
    fields: parsed.data,
    file: { path: spooled.path, name, size: spooled.size, sha256: spooled.sha256, contentType },
  };
}

async function discard(spooled: Spooled | null): Promise<void> {
  if (spooled) {
    await fs.promises.rm(spooled.path, { force: true });
  }
}

/** Removes an upload's spooled file when it did not make it into the store. */
export const discardUpload = (file: UploadedFile) => fs.promises.rm(file.path, { force: true });
