import {
  createPriceBatchBodySchema,
  createPriceZoneBodySchema,
  envelope,
  goodPricesSchema,
  idSchema,
  listPriceBatchesQuerySchema,
  listPriceZonesQuerySchema,
  priceBatchDetailSchema,
  priceBatchPageSchema,
  priceBatchPreviewSchema,
  priceCalendarQuerySchema,
  priceCalendarSchema,
  priceSheetSchema,
  priceZonePageSchema,
  priceZoneSchema,
  rollbackPriceBatchBodySchema,
  setZonePriceBodySchema,
  sheetFormatSchema,
  updatePriceZoneBodySchema,
} from '@tm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { invalidField } from '../../http/errors';
import { receiveUpload } from '../../http/upload';
import { sendSheet } from '../../sheets/write-sheet';
import {
  cancelPriceBatch,
  createPriceBatch,
  endMarkdown,
  findPriceBatch,
  listPriceBatches,
  previewPriceBatch,
  rollbackPriceBatch,
} from './prices.batches';
import { priceCalendar } from './prices.calendar';
import { goodPrices, setZonePrice } from './prices.resolve';
import { priceSheetDownload, readPriceSheet } from './prices.sheet';
import { createPriceZone, deletePriceZone, listPriceZones, updatePriceZone } from './prices.zones';

const tags = ['prices'];
const params = z.object({ id: idSchema });
const batchDetail = { 200: envelope(priceBatchDetailSchema) };
/** A sheet of new prices: one row per good, a few hundred KB at most. */
const PRICE_SHEET_MAX_BYTES = 5 * 1024 * 1024;

/** Price zones, scheduled price changes, markdowns and the price calendar (docs/prices.md). */
export const pricesRoutes: FastifyPluginAsyncZod = async (app) => {
  const prefix = '/management/prices';

  app.get(
    `${prefix}/zones`,
    {
      schema: {
        tags,
        summary: 'Price zones with their shops and single scales; search by name',
        querystring: listPriceZonesQuerySchema,
        response: { 200: envelope(priceZonePageSchema) },
      },
    },
    async (req) => ok(await listPriceZones(req.ctx, req.query)),
  );
  app.post(
    `${prefix}/zones`,
    {
      schema: {
        tags,
        summary: 'A new zone; the shops and scales named move into it from any other zone',
        body: createPriceZoneBodySchema,
        response: { 200: envelope(priceZoneSchema) },
      },
    },
    async (req) => ok(await createPriceZone(req.ctx, req.body)),
  );
  app.put(
    `${prefix}/zones/:id`,
    {
      schema: {
        tags,
        summary:
          'Rename the zone and set its shops and single scales; scales that change zone are sent their goods again',
        params,
        body: updatePriceZoneBodySchema,
        response: { 200: envelope(priceZoneSchema) },
      },
    },
    async (req) => ok(await updatePriceZone(req.ctx, req.params.id, req.body)),
  );
  app.delete(
    `${prefix}/zones/:id`,
    {
      schema: {
        tags,
        summary: 'Delete a zone no scheduled or running batch names; its scales sell at the base price',
        params,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => ok(await deletePriceZone(req.ctx, req.params.id)),
  );

  app.get(
    `${prefix}/goods/:id`,
    {
      schema: {
        tags,
        summary: 'A good’s price now at the base and in every zone, where each comes from, and what is scheduled',
        params,
        response: { 200: envelope(goodPricesSchema) },
      },
    },
    async (req) => ok(await goodPrices(req.ctx, req.params.id)),
  );
  app.put(
    `${prefix}/goods/:id/zones/:zoneId`,
    {
      schema: {
        tags,
        summary: 'Set the zone’s own price of the good from now, or take it away (`null`)',
        params: z.object({ id: idSchema, zoneId: idSchema }),
        body: setZonePriceBodySchema,
        response: { 200: envelope(goodPricesSchema) },
      },
    },
    async (req) => {
      await setZonePrice(req.ctx, req.params.id, req.params.zoneId, req.body);
      return ok(await goodPrices(req.ctx, req.params.id));
    },
  );

  app.get(
    `${prefix}/batches`,
    {
      schema: {
        tags,
        summary: 'Price changes and markdowns, latest start first; kind, status, zone and name filters',
        querystring: listPriceBatchesQuerySchema,
        response: { 200: envelope(priceBatchPageSchema) },
      },
    },
    async (req) => ok(await listPriceBatches(req.ctx, req.query)),
  );
  app.post(
    `${prefix}/batches/preview`,
    {
      schema: {
        tags,
        summary: 'What a batch would do, good by good and target, and the rows it would refuse; nothing is saved',
        body: createPriceBatchBodySchema,
        response: { 200: envelope(priceBatchPreviewSchema) },
      },
    },
    async (req) => ok(await previewPriceBatch(req.ctx, req.body)),
  );
  app.post(
    `${prefix}/batches`,
    {
      schema: {
        tags,
        summary:
          'Schedule a price change or a markdown. Refused whole when a row is wrong (each named) or when ' +
          'another batch changes the same good and zone at the same time (409)',
        body: createPriceBatchBodySchema,
        response: batchDetail,
      },
    },
    async (req) => ok(await createPriceBatch(req.ctx, req.body)),
  );
  app.get(
    `${prefix}/batches/sheet`,
    {
      schema: {
        tags,
        summary: 'The company’s goods with their base price and an empty new-price column, to fill in',
        querystring: z.object({ format: sheetFormatSchema.default('xlsx'), company_id: idSchema.optional() }),
      },
    },
    async (req, reply) =>
      sendSheet(reply, req.query.format, await priceSheetDownload(req.ctx, req.query.company_id, req.query.format)),
  );
  app.post(
    `${prefix}/batches/sheet`,
    {
      schema: {
        tags,
        summary:
          'Read a sheet of PLUs and new prices (multipart field `file`, .xlsx or .csv; administrators add ' +
          '`company_id`) into batch lines, with the rows that fail and why',
        consumes: ['multipart/form-data'],
        response: { 200: envelope(priceSheetSchema) },
      },
    },
    async (req) => {
      const { file, fields } = await receiveUpload(req, PRICE_SHEET_MAX_BYTES);
      const companyId = fields.company_id === undefined ? undefined : idSchema.safeParse(fields.company_id);
      if (companyId && !companyId.success) {
        throw invalidField('company_id', 'invalid');
      }
      return ok(await readPriceSheet(req.ctx, companyId?.data, file));
    },
  );
  app.get(
    `${prefix}/batches/:id`,
    {
      schema: {
        tags,
        summary: 'A batch with its prices before and after, and which scales have fetched it',
        params,
        response: batchDetail,
      },
    },
    async (req) => ok(await findPriceBatch(req.ctx, req.params.id)),
  );
  app.post(
    `${prefix}/batches/:id/cancel`,
    { schema: { tags, summary: 'Cancel a batch that has not started', params, response: batchDetail } },
    async (req) => ok(await cancelPriceBatch(req.ctx, req.params.id)),
  );
  app.post(
    `${prefix}/batches/:id/end`,
    { schema: { tags, summary: 'End a running markdown now', params, response: batchDetail } },
    async (req) => ok(await endMarkdown(req.ctx, req.params.id)),
  );
  app.post(
    `${prefix}/batches/:id/rollback`,
    {
      schema: {
        tags,
        summary:
          'Undo a price change in force: a new batch (now, or at `starts_time`) restoring the prices it replaced',
        params,
        body: rollbackPriceBatchBodySchema,
        response: batchDetail,
      },
    },
    async (req) => ok(await rollbackPriceBatch(req.ctx, req.params.id, req.body)),
  );

  app.get(
    `${prefix}/calendar`,
    {
      schema: {
        tags,
        summary: 'Every moment in the range a price changes, for one zone or all (at most 62 days)',
        querystring: priceCalendarQuerySchema,
        response: { 200: envelope(priceCalendarSchema) },
      },
    },
    async (req) => ok(await priceCalendar(req.ctx, req.query)),
  );
};
