import {
  envelope,
  listPrivacyAuditQuerySchema,
  listPrivacySubjectsQuerySchema,
  pageOf,
  privacyAuditEntrySchema,
  privacySubjectParamsSchema,
  privacySubjectSchema,
} from '@tm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMINS_ONLY } from '../../http/auth';
import { ok } from '../../http/envelope';
import { attachment } from '../../sheets/write-sheet';
import { eraseSubject, exportSubject, listAudit, listSubjects } from './privacy.service';

const tags = ['privacy'];

/** Privacy lists (docs/privacy.md): who the system holds data about, export and erase, the audit log. */
export const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/management/privacy/subjects',
    {
      config: { access: ADMINS_ONLY },
      schema: {
        tags,
        summary: 'The people of one kind, newest first, with the privacy policy version each accepted',
        querystring: listPrivacySubjectsQuerySchema,
        response: { 200: envelope(pageOf(privacySubjectSchema)) },
      },
    },
    async (req) => ok(await listSubjects(req.ctx, req.query)),
  );

  app.get(
    '/management/privacy/subjects/:kind/:id/export',
    {
      config: { access: ADMINS_ONLY },
      schema: {
        tags,
        summary:
          'Everything held about the person as a JSON file (no password or token hashes); recorded in the audit log',
        params: privacySubjectParamsSchema,
      },
    },
    async (req, reply) => {
      const { kind, id } = req.params;
      const document = await exportSubject(req.ctx, kind, id);
      return reply
        .type('application/json; charset=utf-8')
        .header('content-disposition', attachment(`privacy-${kind}-${id}.json`))
        .header('cache-control', 'no-store')
        .send(JSON.stringify(document, null, 2));
    },
  );

  app.post(
    '/management/privacy/subjects/:kind/:id/erase',
    {
      config: { access: ADMINS_ONLY },
      schema: {
        tags,
        summary:
          'Anonymise the person and end their sign-ins, keeping the business records they are part of; recorded in the audit log',
        params: privacySubjectParamsSchema,
        response: { 200: envelope(privacySubjectSchema) },
      },
    },
    async (req) => ok(await eraseSubject(req.ctx, req.params.kind, req.params.id)),
  );

  app.get(
    '/management/privacy/audit',
    {
      config: { access: ADMINS_ONLY },
      schema: {
        tags,
        summary: 'Every export and erase, newest first, with who did it',
        querystring: listPrivacyAuditQuerySchema,
        response: { 200: envelope(pageOf(privacyAuditEntrySchema)) },
      },
    },
    async (req) => ok(await listAudit(req.ctx, req.query)),
  );
};
