import {
  envelope,
  ErrorCode,
  exportGoodsQuerySchema,
  goodIdParamsSchema,
  GOODS_IMPORT_MAX_BYTES,
  importJobParamsSchema,
  importJobSchema,
  photoLinkSchema,
  photoTargetSchema,
  photoTokenParamsSchema,
  startImportFieldsSchema,
  templateQuerySchema,
  type FieldMessageKey,
} from '@tm/contracts';
import type { FastifyRequest } from 'fastify';
import { receiveUpload } from '../../http/upload';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { AppError } from '../../http/errors';
import { sendSheet } from '../../sheets/write-sheet';
import { receiveImage } from '../files/files.routes';
import { exportGoods, goodsTemplate, importErrorReport } from './goods-export.service';
import { publicJob } from './goods-import.jobs';
import { findVisibleJob, startGoodsImport, type ImportOptions } from './goods-import.service';
import { createPhotoLink, photoTarget, setPhotoByLink } from './goods-photo.service';

const tags = ['goods'];

/** The file and fields of an import upload, the fields checked. */
async function receiveImportUpload(req: FastifyRequest) {
  const { file, fields } = await receiveUpload(req, GOODS_IMPORT_MAX_BYTES);
  const parsed = startImportFieldsSchema.safeParse(fields);
  if (!parsed.success) {
    const wrong: Record<string, FieldMessageKey> = {};
    for (const issue of parsed.error.issues) {
      wrong[issue.path.join('.')] = fields[String(issue.path[0])] === undefined ? 'required' : 'invalid';
    }
    throw new AppError(ErrorCode.VALIDATION, { fields: wrong });
  }
  return { file, fields: parsed.data };
}

export const goodsTransferRoutes: FastifyPluginAsyncZod<ImportOptions> = async (app, options) => {
  app.get(
    '/management/goods/import_template',
    {
      schema: {
        tags,
        summary: 'The import template in the caller’s language (.xlsx with an instructions sheet, or .csv)',
        querystring: templateQuerySchema,
      },
    },
    async (req, reply) => sendSheet(reply, req.query.format, goodsTemplate(req.ctx.lang, req.query.format)),
  );

  app.post(
    '/management/goods/imports',
    {
      schema: {
        tags,
        summary:
          'Start importing an .xlsx or .csv (UTF-8 or GBK) file: multipart field `file` with `mode` ' +
          '(create, update, upsert), `on_errors` (abort, skip) and, for administrators, `company_id`. ' +
          'Answers at once with the job; poll it for progress.',
        consumes: ['multipart/form-data'],
        response: { 200: envelope(importJobSchema) },
      },
    },
    async (req) => {
      const { file, fields } = await receiveImportUpload(req);
      return ok(await startGoodsImport(req.ctx, file, fields, options));
    },
  );

  app.get(
    '/management/goods/imports/:id',
    {
      schema: {
        tags,
        summary: 'An import’s progress and outcome, with its first errors',
        params: importJobParamsSchema,
        response: { 200: envelope(importJobSchema) },
      },
    },
    async (req) => ok(publicJob(await findVisibleJob(req.ctx, req.params.id))),
  );

  app.get(
    '/management/goods/imports/:id/errors',
    {
      schema: {
        tags,
        summary: 'The rows an import refused, with the reasons, as a spreadsheet to fix and import again',
        params: importJobParamsSchema,
        querystring: templateQuerySchema,
      },
    },
    async (req, reply) =>
      sendSheet(
        reply,
        req.query.format,
        importErrorReport(req.ctx.lang, await findVisibleJob(req.ctx, req.params.id), req.query.format),
      ),
  );

  app.get(
    '/management/goods/export',
    {
      schema: {
        tags,
        summary: 'The goods the list filters match, as .xlsx or .csv in the list’s order, streamed',
        querystring: exportGoodsQuerySchema,
      },
    },
    async (req, reply) => {
      const { format, sort, ...filters } = req.query;
      return sendSheet(reply, format, exportGoods(req.ctx, filters, sort, format));
    },
  );

  app.post(
    '/management/goods/:id/photo_link',
    {
      schema: {
        tags,
        summary: 'A signed link, valid 30 minutes, for a phone to photograph the good (shown as a QR code)',
        params: goodIdParamsSchema,
        response: { 200: envelope(photoLinkSchema) },
      },
    },
    async (req) => ok(await createPhotoLink(req.ctx, req.params.id)),
  );

  app.get(
    '/goods/photo_upload/:token',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The good a photo link names (the link itself is the permission)',
        params: photoTokenParamsSchema,
        response: { 200: envelope(photoTargetSchema) },
      },
    },
    async (req) => ok(await photoTarget(req.publicCtx, req.params.token)),
  );

  app.post(
    '/goods/photo_upload/:token',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Upload the good’s image through its photo link (multipart field `image`)',
        params: photoTokenParamsSchema,
        consumes: ['multipart/form-data'],
        response: { 200: envelope(photoTargetSchema) },
      },
    },
    async (req) => ok(await setPhotoByLink(req.publicCtx, req.params.token, () => receiveImage(req))),
  );
};
