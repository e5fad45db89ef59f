import {
  createStockDocumentBodySchema,
  createSupplierBodySchema,
  envelope,
  ErrorCode,
  exportStockDocumentsQuerySchema,
  exportStockLevelsQuerySchema,
  exportSuppliersQuerySchema,
  idSchema,
  listStockDocumentsQuerySchema,
  listStockLevelsQuerySchema,
  listStockMovementsQuerySchema,
  listSuppliersQuerySchema,
  postStockDocumentBodySchema,
  reverseStockDocumentBodySchema,
  sheetFormatSchema,
  stockCardSchema,
  stockCountImportResultSchema,
  stockDocumentDetailSchema,
  stockDocumentPageSchema,
  stockLevelPageSchema,
  supplierPageSchema,
  supplierSchema,
  updateStockDocumentBodySchema,
  updateSupplierBodySchema,
} from '@tm/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { AppError } from '../../http/errors';
import { sendSheet } from '../../sheets/write-sheet';
import { createDocument, deleteDocument, documentDetail, listDocuments, updateDocument } from './stock.documents';
import { exportLevels, listLevels, stockCard } from './stock.levels';
import { endOrder, postDocument, receiveTransfer, reverseDocument } from './stock.posting';
import { countSheetDownload, exportDocuments, importCounts } from './stock.sheets';
import { createSupplier, deleteSupplier, exportSuppliers, listSuppliers, updateSupplier } from './stock.suppliers';

const tags = ['stock'];
const params = z.object({ id: idSchema });
const detail = { 200: envelope(stockDocumentDetailSchema) };
const nothing = { 200: envelope(z.null()) };
/** A count sheet has one row per good: a few MB at most. */
const COUNT_FILE_MAX_BYTES = 10 * 1024 * 1024;

/** The uploaded count sheet (multipart field `file`). */
async function receiveCountFile(req: FastifyRequest) {
  const part = req.isMultipart() ? await req.file({ limits: { fileSize: COUNT_FILE_MAX_BYTES, files: 1 } }) : undefined;
  if (!part) {
    throw new AppError(ErrorCode.VALIDATION, { fields: { file: 'import_file_required' } });
  }
  const bytes = await part.toBuffer();
  if (part.file.truncated) {
    throw new AppError(ErrorCode.VALIDATION, { fields: { file: 'import_too_large' } });
  }
  if (bytes.length === 0) {
    throw new AppError(ErrorCode.VALIDATION, { fields: { file: 'import_file_required' } });
  }
  return { bytes, fileName: part.filename };
}

/** Stock (docs/stock.md): suppliers, documents, levels and stock cards; behind the company feature `stock`. */
export const stockRoutes: FastifyPluginAsyncZod = async (app) => {
  const prefix = '/management/stock';

  app.get(
    `${prefix}/suppliers`,
    {
      schema: {
        tags,
        summary: 'Suppliers, active first: search by name, contact, phone or tax number; status filter',
        querystring: listSuppliersQuerySchema,
        response: { 200: envelope(supplierPageSchema) },
      },
    },
    async (req) => ok(await listSuppliers(req.ctx, req.query)),
  );
  app.get(
    `${prefix}/suppliers/export`,
    {
      schema: {
        tags,
        summary: 'The suppliers the filters select, as .xlsx or .csv',
        querystring: exportSuppliersQuerySchema,
      },
    },
    async (req, reply) => sendSheet(reply, req.query.format, exportSuppliers(req.ctx, req.query)),
  );
  app.post(
    `${prefix}/suppliers`,
    {
      schema: {
        tags,
        summary: 'A new supplier; its name is unique in the company',
        body: createSupplierBodySchema,
        response: { 200: envelope(supplierSchema) },
      },
    },
    async (req) => ok(await createSupplier(req.ctx, req.body)),
  );
  app.put(
    `${prefix}/suppliers/:id`,
    {
      schema: {
        tags,
        summary: 'Change the fields sent; `status: disabled` keeps it off new documents',
        params,
        body: updateSupplierBodySchema,
        response: { 200: envelope(supplierSchema) },
      },
    },
    async (req) => ok(await updateSupplier(req.ctx, req.params.id, req.body)),
  );
  app.delete(
    `${prefix}/suppliers/:id`,
    { schema: { tags, summary: 'Delete a supplier no document names (else disable it)', params, response: nothing } },
    async (req) => ok(await deleteSupplier(req.ctx, req.params.id)),
  );

  app.get(
    `${prefix}/documents`,
    {
      schema: {
        tags,
        summary: 'Documents of one type, newest first: shop, supplier, status, China-day range and text filters',
        querystring: listStockDocumentsQuerySchema,
        response: { 200: envelope(stockDocumentPageSchema) },
      },
    },
    async (req) => ok(await listDocuments(req.ctx, req.query)),
  );
  app.get(
    `${prefix}/documents/export`,
    {
      schema: {
        tags,
        summary: 'The documents the filters select, one row per line, as .xlsx or .csv',
        querystring: exportStockDocumentsQuerySchema,
      },
    },
    async (req, reply) => sendSheet(reply, req.query.format, exportDocuments(req.ctx, req.query)),
  );
  app.post(
    `${prefix}/documents`,
    {
      schema: {
        tags,
        summary: 'A new draft; a stocktake sent without lines gets the count sheet of its shop',
        body: createStockDocumentBodySchema,
        response: detail,
      },
    },
    async (req) => ok(await createDocument(req.ctx, req.body)),
  );
  app.get(
    `${prefix}/documents/:id`,
    { schema: { tags, summary: 'A document with its lines', params, response: detail } },
    async (req) => ok(await documentDetail(req.ctx, req.params.id)),
  );
  app.put(
    `${prefix}/documents/:id`,
    {
      schema: {
        tags,
        summary: 'Change a draft: the header fields sent; the lines sent replace its lines (a stocktake: set counts)',
        params,
        body: updateStockDocumentBodySchema,
        response: detail,
      },
    },
    async (req) => ok(await updateDocument(req.ctx, req.params.id, req.body)),
  );
  app.delete(
    `${prefix}/documents/:id`,
    { schema: { tags, summary: 'Delete a draft', params, response: nothing } },
    async (req) => ok(await deleteDocument(req.ctx, req.params.id)),
  );
  app.post(
    `${prefix}/documents/:id/post`,
    {
      schema: {
        tags,
        summary:
          'Post a draft: it takes its number and moves stock (an order is submitted, a transfer sent). ' +
          'A transfer or return going below zero is refused with `data.short` unless `allow_negative`',
        params,
        body: postStockDocumentBodySchema,
        response: detail,
      },
    },
    async (req) => ok(await postDocument(req.ctx, req.params.id, req.body)),
  );
  app.post(
    `${prefix}/documents/:id/receive`,
    { schema: { tags, summary: 'A transfer in transit arrives at the receiving shop', params, response: detail } },
    async (req) => ok(await receiveTransfer(req.ctx, req.params.id)),
  );
  app.post(
    `${prefix}/documents/:id/cancel`,
    { schema: { tags, summary: 'Cancel a purchase order nothing was received against', params, response: detail } },
    async (req) => ok(await endOrder(req.ctx, req.params.id, 'cancel')),
  );
  app.post(
    `${prefix}/documents/:id/close`,
    { schema: { tags, summary: 'Close an open purchase order that will not be filled', params, response: detail } },
    async (req) => ok(await endOrder(req.ctx, req.params.id, 'close')),
  );
  app.post(
    `${prefix}/documents/:id/reverse`,
    {
      schema: {
        tags,
        summary: 'Post the reversing document of a posted one; answers the reversal',
        params,
        body: reverseStockDocumentBodySchema,
        response: detail,
      },
    },
    async (req) => ok(await reverseDocument(req.ctx, req.params.id, req.body)),
  );
  app.get(
    `${prefix}/documents/:id/count-sheet`,
    {
      schema: {
        tags,
        summary: 'A stocktake’s sheet to fill in: PLU, good, unit, book quantity, counted quantity',
        params,
        querystring: z.object({ format: sheetFormatSchema.default('xlsx') }),
      },
    },
    async (req, reply) =>
      sendSheet(reply, req.query.format, await countSheetDownload(req.ctx, req.params.id, req.query.format)),
  );
  app.post(
    `${prefix}/documents/:id/counts`,
    {
      schema: {
        tags,
        summary: 'A filled-in count sheet (multipart field `file`, .xlsx or .csv); all rows or none',
        params,
        consumes: ['multipart/form-data'],
        response: { 200: envelope(stockCountImportResultSchema) },
      },
    },
    async (req) => ok(await importCounts(req.ctx, req.params.id, await receiveCountFile(req))),
  );

  app.get(
    `${prefix}/levels`,
    {
      schema: {
        tags,
        summary: 'On hand per shop × good with value, in transit, daily sales, days of cover and flags',
        querystring: listStockLevelsQuerySchema,
        response: { 200: envelope(stockLevelPageSchema) },
      },
    },
    async (req) => ok(await listLevels(req.ctx, req.query)),
  );
  app.get(
    `${prefix}/levels/export`,
    {
      schema: {
        tags,
        summary: 'The levels the filters select, as .xlsx or .csv',
        querystring: exportStockLevelsQuerySchema,
      },
    },
    async (req, reply) => sendSheet(reply, req.query.format, exportLevels(req.ctx, req.query)),
  );
  app.get(
    `${prefix}/movements`,
    {
      schema: {
        tags,
        summary:
          'A good’s stock card in a shop: its figures and every movement, newest first, with the balance after it',
        querystring: listStockMovementsQuerySchema,
        response: { 200: envelope(stockCardSchema) },
      },
    },
    async (req) => ok(await stockCard(req.ctx, req.query)),
  );
};
