import {
  announcementIdParamsSchema,
  announcementSchema,
  envelope,
  listAnnouncementsQuerySchema,
  pageOf,
  pageQuerySchema,
  publicAnnouncementSchema,
  saveAnnouncementBodySchema,
} from '@tm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMINS_ONLY } from '../../http/auth';
import { ok } from '../../http/envelope';
import {
  createAnnouncement,
  deleteAnnouncement,
  listAnnouncements,
  listPublicAnnouncements,
  updateAnnouncement,
  withdrawAnnouncement,
} from './announcements.service';

const tags = ['announcements'];
const admins = { access: ADMINS_ONLY };

/** Announcements (docs/announcements.md): written by administrators, read by anyone on /sign/gonggao. */
export const announcementsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/announcements',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Published announcements, newest first (the public page /sign/gonggao)',
        security: [],
        querystring: pageQuerySchema,
        response: { 200: envelope(pageOf(publicAnnouncementSchema)) },
      },
    },
    async (req) => ok(await listPublicAnnouncements(req.publicCtx, req.query)),
  );

  app.get(
    '/management/announcements',
    {
      config: admins,
      schema: {
        tags,
        summary: 'Every announcement with its status, newest first; `status` and `q` filter',
        querystring: listAnnouncementsQuerySchema,
        response: { 200: envelope(pageOf(announcementSchema)) },
      },
    },
    async (req) => ok(await listAnnouncements(req.ctx, req.query)),
  );

  app.post(
    '/management/announcements',
    {
      config: admins,
      schema: {
        tags,
        summary:
          'Write an announcement: `publish_at` null keeps it a draft, `now` publishes it, a time schedules it. ' +
          'Every user gets a notice when it goes out.',
        body: saveAnnouncementBodySchema,
        response: { 200: envelope(announcementSchema) },
      },
    },
    async (req) => ok(await createAnnouncement(req.ctx, req.body)),
  );

  app.put(
    '/management/announcements/:id',
    {
      config: admins,
      schema: {
        tags,
        summary: 'Correct an announcement; its publishing time may change only until it is out',
        params: announcementIdParamsSchema,
        body: saveAnnouncementBodySchema,
        response: { 200: envelope(announcementSchema) },
      },
    },
    async (req) => ok(await updateAnnouncement(req.ctx, req.params.id, req.body)),
  );

  app.put(
    '/management/announcements/:id/withdraw',
    {
      config: admins,
      schema: {
        tags,
        summary: 'Withdraw a published or scheduled announcement: off the public page, its notices taken back',
        params: announcementIdParamsSchema,
        response: { 200: envelope(announcementSchema) },
      },
    },
    async (req) => ok(await withdrawAnnouncement(req.ctx, req.params.id)),
  );

  app.delete(
    '/management/announcements/:id',
    {
      config: admins,
      schema: {
        tags,
        summary: 'Delete a draft, scheduled or withdrawn announcement',
        params: announcementIdParamsSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => ok(await deleteAnnouncement(req.ctx, req.params.id)),
  );
};
