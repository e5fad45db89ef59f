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
