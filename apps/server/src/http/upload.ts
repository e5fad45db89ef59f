import { ErrorCode } from '@tm/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors';

export type UploadedFile = { bytes: Buffer; fileName: string };

/**
 * The one file (multipart field `file`) and the text fields of an upload, in whatever order the
 * client sent them. A missing or empty file, or one over `maxBytes`, is refused naming `file`.
 */
export async function receiveUpload(
  req: FastifyRequest,
  maxBytes: number,
): Promise<{ file: UploadedFile; fields: Record<string, string> }> {
  if (!req.isMultipart()) {
    throw new AppError(ErrorCode.VALIDATION, { fields: { file: 'import_file_required' } });
  }
  const fields: Record<string, string> = {};
  let file: UploadedFile | null = null;
  try {
    for await (const part of req.parts({ limits: { fileSize: maxBytes, files: 1, fields: 10 } })) {
      if (part.type === 'file') {
        file = { bytes: await part.toBuffer(), fileName: part.filename };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(ErrorCode.VALIDATION, { fields: { file: 'import_too_large' } });
    }
    throw error;
  }
  if (!file || file.bytes.length === 0) {
    throw new AppError(ErrorCode.VALIDATION, { fields: { file: 'import_file_required' } });
  }
  return { file, fields };
}
