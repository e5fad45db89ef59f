import {
  adminSchema,
  createAdminBodySchema,
  envelope,
  listAdminsQuerySchema,
  pageOf,
  resetPasswordBodySchema,
  setDisabledBodySchema,
  userIdParamsSchema,
} from '@tm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMINS_ONLY, type Access } from '../../http/auth';
import { ok } from '../../http/envelope';
import { createAdmin, listAdmins, resetAdminPassword, setAdminDisabled } from './admins.service';

const tags = ['admins'];
const SUPER_ADMIN_ONLY: Access = { roles: ['SUPER_ADMIN'] };

export const adminsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/management/admins',
    {
      config: { access: ADMINS_ONLY },
      schema: {
        tags,
        summary: 'System administrators',
        querystring: listAdminsQuerySchema,
        response: { 200: envelope(pageOf(adminSchema)) },
      },
    },
    async (req) => ok(await listAdmins(req.ctx, req.query)),
  );

  app.post(
    '/management/admins',
    {
      config: { access: SUPER_ADMIN_ONLY },
      schema: {
        tags,
        summary: 'Create an ADMIN account (SUPER_ADMIN only)',
        body: createAdminBodySchema,
        response: { 200: envelope(adminSchema) },
      },
    },
    async (req) => ok(await createAdmin(req.ctx, req.body)),
  );

  app.put(
    '/management/admins/:id/status',
    {
      config: { access: SUPER_ADMIN_ONLY },
      schema: {
        tags,
        summary: 'Disable or enable an ADMIN account (SUPER_ADMIN only); disabling signs it out',
        params: userIdParamsSchema,
        body: setDisabledBodySchema,
        response: { 200: envelope(adminSchema) },
      },
    },
    async (req) => ok(await setAdminDisabled(req.ctx, req.params.id, req.body.is_disabled)),
  );

  app.put(
    '/management/admins/:id/password',
    {
      config: { access: SUPER_ADMIN_ONLY },
      schema: {
        tags,
        summary: 'Reset an ADMIN’s password (SUPER_ADMIN only); signs it out everywhere',
        params: userIdParamsSchema,
        body: resetPasswordBodySchema,
        response: { 200: envelope(adminSchema) },
      },
    },
    async (req) => ok(await resetAdminPassword(req.ctx, req.params.id, req.body.password)),
  );
};
