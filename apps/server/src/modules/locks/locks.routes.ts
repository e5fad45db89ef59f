import {
  bindLockDeviceBodySchema,
  createLockDeviceBodySchema,
  envelope,
  ErrorCode,
  exportLockDevicesQuerySchema,
  idSchema,
  listLockDevicesQuerySchema,
  listLockOpeningsQuerySchema,
  LOCK_IMPORT_MAX_BYTES,
  lockDeviceSchema,
  lockImportResultSchema,
  lockOpeningDecisionResultSchema,
  lockOpeningRequestBodySchema,
  lockOpeningSchema,
  lockReportBodySchema,
  lockReportSchema,
  pageOf,
  templateQuerySchema,
  updateLockDeviceBodySchema,
} from '@tm/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMINS_ONLY } from '../../http/auth';
import { ok } from '../../http/envelope';
import { AppError } from '../../http/errors';
import { sendSheet } from '../../sheets/write-sheet';
import { lockAppAccountOf, requireLockAppAccount } from '../repair/repair-app-auth';
import { importLockDevices, lockImportTemplate } from './locks-import.service';
import { reportLockState, requestLockOpening } from './locks-app.service';
import {
  bindLockDevice,
  createLockDevice,
  deleteLockDevice,
  exportLockDevices,
  listLockDevices,
  listLockOpenings,
  unbindLockDevice,
  updateLockDevice,
} from './locks.service';

const tags = ['locks'];
const params = z.object({ id: idSchema });
const admins = { access: ADMINS_ONLY };

/** The one spreadsheet of a multipart request's field `file`, at most LOCK_IMPORT_MAX_BYTES. */
async function receiveLockSheet(req: FastifyRequest) {
  const required = () => new AppError(ErrorCode.VALIDATION, { fields: { file: 'import_file_required' } });
  if (!req.isMultipart()) {
    throw required();
  }
  const part = await req.file({ limits: { fileSize: LOCK_IMPORT_MAX_BYTES, files: 1 } });
  if (!part || part.fieldname !== 'file') {
    throw required();
  }
  const bytes = await part.toBuffer().catch((error: unknown) => {
    if (error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(ErrorCode.VALIDATION, { fields: { file: 'lock_import_too_large' } });
    }
    throw error;
  });
  if (bytes.length === 0) {
    throw required();
  }
  return { bytes, fileName: part.filename };
}

/** Bluetooth lock devices in the console (docs/locks.md): system administrators only. */
export const locksRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/management/locks',
    {
      config: admins,
      schema: {
        tags,
        summary: 'Lock devices, newest first: search MAC (any spelling) or name; company, shop, bound, low battery',
        querystring: listLockDevicesQuerySchema,
        response: { 200: envelope(pageOf(lockDeviceSchema)) },
      },
    },
    async (req) => ok(await listLockDevices(req.ctx, req.query)),
  );

  app.post(
    '/management/locks',
    {
      config: admins,
      schema: {
        tags,
        summary: 'Register a device (MAC normalised to AA:BB:CC:DD:EE:FF, unique: 409); a shop binds it at once',
        body: createLockDeviceBodySchema,
        response: { 200: envelope(lockDeviceSchema) },
      },
    },
    async (req) => ok(await createLockDevice(req.ctx, req.body)),
  );

  app.get(
    '/management/locks/export',
    {
      config: admins,
      schema: {
        tags,
        summary: 'The devices the list filters match, as .xlsx or .csv (its first columns import back)',
        querystring: exportLockDevicesQuerySchema,
      },
    },
    async (req, reply) => {
      const { format, ...filters } = req.query;
      return sendSheet(reply, format, exportLockDevices(req.ctx, filters, format));
    },
  );

  app.get(
    '/management/locks/import_template',
    {
      config: admins,
      schema: {
        tags,
        summary: 'The import template in the caller’s language (.xlsx with an instructions sheet, or .csv)',
        querystring: templateQuerySchema,
      },
    },
    async (req, reply) => sendSheet(reply, req.query.format, lockImportTemplate(req.ctx.lang, req.query.format)),
  );

  app.post(
    '/management/locks/import',
    {
      config: admins,
      schema: {
        tags,
        summary:
          'Import devices from an .xlsx or .csv (multipart field `file`, at most 2 MB, 2000 rows; columns MAC, ' +
          'name, model, optional shop id): valid rows are imported, the others answered with their reasons',
        consumes: ['multipart/form-data'],
        response: { 200: envelope(lockImportResultSchema) },
      },
    },
    async (req) => ok(await importLockDevices(req.ctx, await receiveLockSheet(req))),
  );

  app.put(
    '/management/locks/:id',
    {
      config: admins,
      schema: {
        tags,
        summary: 'Change a device’s name, model and firmware (the MAC is the device and does not change)',
        params,
        body: updateLockDeviceBodySchema,
        response: { 200: envelope(lockDeviceSchema) },
      },
    },
    async (req) => ok(await updateLockDevice(req.ctx, req.params.id, req.body)),
  );

  app.post(
    '/management/locks/:id/bind',
    {
      config: admins,
      schema: {
        tags,
        summary: 'Bind a device to a shop; its company becomes the shop’s',
        params,
        body: bindLockDeviceBodySchema,
        response: { 200: envelope(lockDeviceSchema) },
      },
    },
    async (req) => ok(await bindLockDevice(req.ctx, req.params.id, req.body.shop_id)),
  );

  app.post(
    '/management/locks/:id/unbind',
    {
      config: admins,
      schema: {
        tags,
        summary: 'Unbind a device from its shop and company; openings are refused until it is bound again',
        params,
        response: { 200: envelope(lockDeviceSchema) },
      },
    },
    async (req) => ok(await unbindLockDevice(req.ctx, req.params.id)),
  );

  app.delete(
    '/management/locks/:id',
    {
      config: admins,
      schema: {
        tags,
        summary: 'Delete a device that has no repair records (409 otherwise: unbind it instead)',
        params,
        response: { 200: envelope(z.object({ id: z.int() })) },
      },
    },
    async (req) => ok(await deleteLockDevice(req.ctx, req.params.id)),
  );

  app.get(
    '/management/locks/:id/openings',
    {
      config: admins,
      schema: {
        tags,
        summary: 'A device’s repair records, newest first: who, where, when, and what the permission match decided',
        params,
        querystring: listLockOpeningsQuerySchema,
        response: { 200: envelope(pageOf(lockOpeningSchema)) },
      },
    },
    async (req) => ok(await listLockOpenings(req.ctx, req.params.id, req.query)),
  );
};

const APP_AUTH = 'Authorization: Basic base64("<app token>:"), a repair-app session; 401 (ERCO000001) without one.';

/**
 * What the repair app calls about locks, under /api/repair-app/v1/locks. Public for the console's
 * guard (an app account is no console user); `requireLockAppAccount` admits only app sessions.
 */
export const lockAppRoutes: FastifyPluginAsyncZod = async (plugin) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  requireLockAppAccount(app);

  app.post(
    '/report',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The app saw a device: its battery and firmware; active repair staff only (403 otherwise)',
        description: APP_AUTH,
        body: lockReportBodySchema,
        response: { 200: envelope(lockReportSchema) },
      },
    },
    async (req) => ok(await reportLockState(req.publicCtx, lockAppAccountOf(req), req.body)),
  );

  app.post(
    '/openings',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'Ask to open a lock: the permission match answers allowed or refused with the reason, and the ' +
          'decision is recorded either way',
        description: APP_AUTH,
        body: lockOpeningRequestBodySchema,
        response: { 200: envelope(lockOpeningDecisionResultSchema) },
      },
    },
    async (req) => ok(await requestLockOpening(req.publicCtx, lockAppAccountOf(req), req.body)),
  );
};
