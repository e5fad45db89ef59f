import {
  envelope,
  listNoticesQuerySchema,
  noticeCountsSchema,
  noticeSchema,
  noticeTypeQuerySchema,
  pageOf,
} from '@tm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { clearNotices, listNotices, noticeCounts, readAllNotices, readNotice } from './notices.service';

const tags = ['notices'];

/** The signed-in user's notices: the top bar's bell and the notices page. */
export const noticesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/notices',
    {
      schema: {
        tags,
        summary: 'The caller’s notices, newest first; `type` and `unread` filter',
        querystring: listNoticesQuerySchema,
        response: { 200: envelope(pageOf(noticeSchema)) },
      },
    },
    async (req) => ok(await listNotices(req.ctx, req.query)),
  );

  app.get(
    '/notices/counts',
    { schema: { tags, summary: 'Unread notices by type', response: { 200: envelope(noticeCountsSchema) } } },
    async (req) => ok(await noticeCounts(req.ctx)),
  );

  app.put(
    '/notices/read',
    {
      schema: {
        tags,
        summary: 'Mark every notice (of one type) read; answers the unread counts',
        querystring: noticeTypeQuerySchema,
        response: { 200: envelope(noticeCountsSchema) },
      },
    },
    async (req) => ok(await readAllNotices(req.ctx, req.query.type)),
  );

  app.put(
    '/notices/:id/read',
    {
      schema: {
        tags,
        summary: 'Mark one notice read',
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: envelope(noticeSchema) },
      },
    },
    async (req) => ok(await readNotice(req.ctx, req.params.id)),
  );

  app.delete(
    '/notices',
    {
      schema: {
        tags,
        summary: 'Clear the caller’s notices (of one type); answers the unread counts',
        querystring: noticeTypeQuerySchema,
        response: { 200: envelope(noticeCountsSchema) },
      },
    },
    async (req) => ok(await clearNotices(req.ctx, req.query.type)),
  );
};
