import {
  createLabelBodySchema,
  envelope,
  labelDownloadSchema,
  LABEL_FILE_MAX_BYTES,
  labelIdParamsSchema,
  labelSchema,
  listLabelsQuerySchema,
  pageOf,
  scaleLabelSchema,
  setScaleLabelsBodySchema,
  shopLabelsParamsSchema,
  updateLabelBodySchema,
  uploadedLabelSchema,
} from '@tm/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { invalidField } from '../../http/errors';
import {
  createLabel,
  deleteLabel,
  downloadLabel,
  getLabel,
  getScaleLabels,
  listLabels,
  listShopLabels,
  parseLabelFile,
  setScaleLabels,
  updateLabel,
} from './labels.service';

const tags = ['labels'];
const scaleIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** The one file of a multipart request's field `label`, at most LABEL_FILE_MAX_BYTES. */
async function receiveLabelFile(req: FastifyRequest) {
  if (!req.isMultipart()) {
    throw invalidField('label', 'label_file_required');
  }
  const part = await req.file({ limits: { fileSize: LABEL_FILE_MAX_BYTES, files: 1 } });
  if (!part || part.fieldname !== 'label') {
    throw invalidField('label', 'label_file_required');
  }
  const bytes = await part.toBuffer().catch((error: unknown) => {
    if (error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE') {
      throw invalidField('label', 'label_file_too_large');
    }
    throw error;
  });
  return { fileName: part.filename, bytes };
}

export const labelsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/management/shops/:shopId/labels',
    {
      schema: {
        tags,
        summary: 'Label formats of a shop: name search, type filter, paginated',
        params: shopLabelsParamsSchema,
        querystring: listLabelsQuerySchema,
        response: { 200: envelope(pageOf(labelSchema)) },
      },
    },
    async (req) => ok(await listShopLabels(req.ctx, req.params.shopId, req.query)),
  );

  app.get(
    '/management/labels',
    {
      schema: {
        tags,
        summary: 'Label formats of every shop in the caller’s scope (pickers)',
        querystring: listLabelsQuerySchema,
        response: { 200: envelope(pageOf(labelSchema)) },
      },
    },
    async (req) => ok(await listLabels(req.ctx, req.query)),
  );

  app.post(
    '/management/shops/:shopId/labels',
    {
      schema: {
        tags,
        summary: 'Create a label format in a shop; `style` is the layout serialised as JSON text',
        params: shopLabelsParamsSchema,
        body: createLabelBodySchema,
        response: { 200: envelope(labelSchema) },
      },
    },
    async (req) => ok(await createLabel(req.ctx, req.params.shopId, req.body)),
  );

  app.post(
    '/management/labels/upload',
    {
      schema: {
        tags,
        summary: 'Read a label file (multipart field `label`, JSON, at most 256 KB); nothing is stored',
        description:
          'A bad file is refused naming the reason: not JSON, not a label file, an unknown item kind, an item outside the label, a font outside 1-32.',
        consumes: ['multipart/form-data'],
        response: { 200: envelope(uploadedLabelSchema) },
      },
    },
    async (req) => {
      const { fileName, bytes } = await receiveLabelFile(req);
      return ok(parseLabelFile(req.ctx, fileName, bytes));
    },
  );

  app.get(
    '/management/labels/:id',
    { schema: { tags, params: labelIdParamsSchema, response: { 200: envelope(labelSchema) } } },
    async (req) => ok(await getLabel(req.ctx, req.params.id)),
  );

  app.put(
    '/management/labels/:id',
    {
      schema: {
        tags,
        summary: 'Edit a label format; the scales holding it fetch it at their next sync',
        params: labelIdParamsSchema,
        body: updateLabelBodySchema,
        response: { 200: envelope(labelSchema) },
      },
    },
    async (req) => ok(await updateLabel(req.ctx, req.params.id, req.body)),
  );

  app.delete(
    '/labels/:id',
    {
      schema: {
        tags,
        summary: 'Delete a label format no scale holds and no good names',
        params: labelIdParamsSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      await deleteLabel(req.ctx, req.params.id);
      return ok(null);
    },
  );

  app.get(
    '/management/labels/:id/download',
    {
      schema: {
        tags,
        summary: 'The label file of a format in the file store: its URL, to open in a new window',
        params: labelIdParamsSchema,
        response: { 200: envelope(labelDownloadSchema) },
      },
    },
    async (req) => ok(await downloadLabel(req.ctx, req.params.id)),
  );

  app.get(
    '/management/scales/:id/labels',
    {
      schema: {
        tags,
        summary: 'The label formats a scale holds, by slot (0-15)',
        params: scaleIdParamsSchema,
        response: { 200: envelope(z.array(scaleLabelSchema)) },
      },
    },
    async (req) => ok(await getScaleLabels(req.ctx, req.params.id)),
  );

  app.put(
    '/management/scales/:id/labels',
    {
      schema: {
        tags,
        summary: 'Set the formats a scale holds, as slots 0, 1, … in order: formats of its shop, at most 16',
        params: scaleIdParamsSchema,
        body: setScaleLabelsBodySchema,
        response: { 200: envelope(z.array(scaleLabelSchema)) },
      },
    },
    async (req) => ok(await setScaleLabels(req.ctx, req.params.id, req.body)),
  );
};
