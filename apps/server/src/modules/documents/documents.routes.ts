import {
  documentFieldsSchema,
  documentPageSchema,
  documentSchema,
  DOCUMENT_FILE_KINDS,
  envelope,
  idSchema,
  listDocumentsQuerySchema,
  pageOf,
  publicDocumentSchema,
  webFileDownloadQuerySchema,
  webFileDownloadSchema,
} from '@tm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMINS_ONLY, optionalActor } from '../../http/auth';
import { ok } from '../../http/envelope';
import {
  createDocument,
  deleteDocument,
  downloadDocument,
  listDocuments,
  listPublicDocuments,
  updateDocument,
} from './documents.service';
import { discardUpload, receiveDocumentUpload } from './documents.upload';

const tags = ['documents'];
const params = z.object({ id: idSchema });
const admins = { access: ADMINS_ONLY };

/** The document library (docs/documents.md): administrators keep it; public files are everyone's. */
export const documentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/management/documents',
    {
      config: admins,
      schema: {
        tags,
        summary:
          'The library, newest first: `category`, `q` (either title or the file name); `meta.max_mb` is the upload limit',
        querystring: listDocumentsQuerySchema,
        response: { 200: envelope(documentPageSchema) },
      },
    },
    async (req) => ok(await listDocuments(req.ctx, req.query)),
  );

  app.post(
    '/management/documents',
    {
      config: admins,
      schema: {
        tags,
        summary:
          'Upload a document: multipart `title_ch`, `title_en`, `category`, `version`, `is_public` and one ' +
          `file \`file\` (${DOCUMENT_FILE_KINDS.join(', ')} by content; at most DOCUMENT_MAX_MB). ` +
          'File names are unique in the library.',
        consumes: ['multipart/form-data'],
        response: { 200: envelope(documentSchema) },
      },
    },
    async (req) => {
      const { fields, file } = await receiveDocumentUpload(req);
      try {
        return ok(await createDocument(req.ctx, fields, file));
      } finally {
        // Moved into the store by now, unless the document was refused: then it goes here.
        await discardUpload(file);
      }
    },
  );

  app.put(
    '/management/documents/:id',
    {
      config: admins,
      schema: {
        tags,
        summary: 'Change a document’s titles, category, version or whether it is public (the file stays)',
        params,
        body: documentFieldsSchema,
        response: { 200: envelope(documentSchema) },
      },
    },
    async (req) => ok(await updateDocument(req.ctx, req.params.id, req.body)),
  );

  app.delete(
    '/management/documents/:id',
    {
      config: admins,
      schema: {
        tags,
        summary: 'Delete a document and its file',
        params,
        response: { 200: envelope(z.object({ id: z.int() })) },
      },
    },
    async (req) => ok(await deleteDocument(req.ctx, req.params.id)),
  );

  app.get(
    '/management/web_files/download',
    {
      // Public documents are anybody's; the others need a sign-in (optionalActor).
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'Where to download a library file, by its name (spec §7: the URL opens in a new window). ' +
          'Public files for anyone; the others for signed-in users',
        querystring: webFileDownloadQuerySchema,
        response: { 200: envelope(webFileDownloadSchema) },
      },
    },
    async (req) => ok(await downloadDocument(req.publicCtx, await optionalActor(req), req.query.file_name)),
  );

  app.get(
    '/web_files',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The public documents with their URLs, newest first (for the apps and the catalogue)',
        querystring: listDocumentsQuerySchema,
        response: { 200: envelope(pageOf(publicDocumentSchema)) },
      },
    },
    async (req) => ok(await listPublicDocuments(req.publicCtx, req.query)),
  );
};
