import { createHash } from 'node:crypto';
import { envelope, ErrorCode } from '@tm/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileTypeFromBuffer } from 'file-type';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { AppError } from '../../http/errors';

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif']);

/**
 * Whether an image ends as its format says it must: a file cut short in the upload (or on the
 * phone) is refused rather than stored as a broken picture on every scale label and page.
 */
export function isCompleteImage(bytes: Buffer, mime: string): boolean {
  switch (mime) {
    case 'image/png':
      // The IEND chunk closes every PNG: its type, then its 4-byte checksum.
      return bytes.subarray(-8, -4).toString('latin1') === 'IEND';
    case 'image/jpeg':
      // The end-of-image marker; some cameras pad a little after it.
      return bytes.lastIndexOf(JPEG_END) >= Math.max(2, bytes.length - 1024);
    case 'image/gif':
      return bytes[bytes.length - 1] === GIF_TRAILER;
    case 'image/webp':
      // RIFF: the size after the first 8 bytes is written in the header.
      return bytes.length >= 12 && bytes.readUInt32LE(4) + 8 <= bytes.length;
    default:
      return false;
  }
}
const JPEG_END = Buffer.from([0xff, 0xd9]);
const GIF_TRAILER = 0x3b;

export const uploadResultSchema = z.object({
  url: z.string(),
  file_name: z.string(),
  size: z.int(),
  content_type: z.string(),
});

/**
 * Stores the image of a multipart request (field `image`) and answers where it is. The content
 * decides its type, never the file name or the declared type.
 */
export async function receiveImage(req: FastifyRequest): Promise<z.output<typeof uploadResultSchema>> {
  if (!req.isMultipart()) {
    throw new AppError(ErrorCode.VALIDATION, { fields: { image: 'image_required' } });
  }
  const part = await req.file({ limits: { fileSize: IMAGE_MAX_BYTES, files: 1 } });
  if (!part || part.fieldname !== 'image') {
    throw new AppError(ErrorCode.VALIDATION, { fields: { image: 'image_required' } });
  }
  const bytes = await part.toBuffer().catch((error: unknown) => {
    if (error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(ErrorCode.VALIDATION, { fields: { image: 'image_too_large' } });
    }
    throw error;
  });
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !IMAGE_TYPES.has(type.mime)) {
    throw new AppError(ErrorCode.VALIDATION, { fields: { image: 'image_type' } });
  }
  if (!isCompleteImage(bytes, type.mime)) {
    throw new AppError(ErrorCode.VALIDATION, { fields: { image: 'image_truncated' } });
  }
  const key = `images/${createHash('sha256').update(bytes).digest('hex')}.${type.ext}`;
  const stored = await req.publicCtx.deps.files.put(key, bytes, type.mime);
  return { url: stored, file_name: part.filename, size: bytes.length, content_type: type.mime };
}

export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  // The spec names two upload calls (console and mini-program); both store an image the same way.
  for (const url of ['/management/images/upload', '/images/upload']) {
    app.post(
      url,
      {
        schema: {
          tags: ['files'],
          summary: 'Upload one image (multipart field `image`): PNG, JPEG, WebP or GIF by content, at most 5 MB',
          querystring: z.object({ program_name: z.string().max(30).optional() }),
          consumes: ['multipart/form-data'],
          response: { 200: envelope(uploadResultSchema) },
        },
      },
      async (req) => {
        return ok(await receiveImage(req));
      },
    );
  }
};
