import {
  createInviteCodeBodySchema,
  envelope,
  idSchema,
  inviteCodeDetailSchema,
  inviteCodeSchema,
  listInviteCodesQuerySchema,
  listRepairStaffQuerySchema,
  pageOf,
  repairStaffDetailSchema,
  repairStaffSchema,
  updateRepairStaffBodySchema,
} from '@tm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMINS_ONLY } from '../../http/auth';
import { ok } from '../../http/envelope';
import { createInviteCode, inviteCodeDetail, listInviteCodes, revokeInviteCode } from './invite-codes.service';
import { listRepairStaff, repairStaffDetail, setRepairStaffStatus, updateRepairStaff } from './repair-staff.service';

const tags = ['repair'];
const params = z.object({ id: idSchema });
const CODE_MANAGERS = 'Company administrators (their company’s codes) and system administrators; others get 403.';

/** Invite codes and repair staff in the console (docs/repair.md). */
export const repairRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/management/repair/invite_codes',
    {
      schema: {
        tags,
        summary: 'Invite codes, newest first; filter by status, search code or note',
        description: CODE_MANAGERS,
        querystring: listInviteCodesQuerySchema,
        response: { 200: envelope(pageOf(inviteCodeSchema)) },
      },
    },
    async (req) => ok(await listInviteCodes(req.ctx, req.query)),
  );

  app.post(
    '/management/repair/invite_codes',
    {
      schema: {
        tags,
        summary: 'Generate a random 8-character code with a number of uses and days of validity',
        description: CODE_MANAGERS,
        body: createInviteCodeBodySchema,
        response: { 200: envelope(inviteCodeSchema) },
      },
    },
    async (req) => ok(await createInviteCode(req.ctx, req.body)),
  );

  app.get(
    '/management/repair/invite_codes/:id',
    {
      schema: {
        tags,
        summary: 'An invite code and the repair people who joined with it',
        description: CODE_MANAGERS,
        params,
        response: { 200: envelope(inviteCodeDetailSchema) },
      },
    },
    async (req) => ok(await inviteCodeDetail(req.ctx, req.params.id)),
  );

  app.post(
    '/management/repair/invite_codes/:id/revoke',
    {
      schema: {
        tags,
        summary: 'Revoke an invite code: nobody can join with it any more (409 when already revoked)',
        description: CODE_MANAGERS,
        params,
        response: { 200: envelope(inviteCodeSchema) },
      },
    },
    async (req) => ok(await revokeInviteCode(req.ctx, req.params.id)),
  );

  app.get(
    '/management/repair/staff',
    {
      config: { access: ADMINS_ONLY },
      schema: {
        tags,
        summary: 'Repair staff, newest first; search name or phone, filter by company, face status, status',
        querystring: listRepairStaffQuerySchema,
        response: { 200: envelope(pageOf(repairStaffSchema)) },
      },
    },
    async (req) => ok(await listRepairStaff(req.ctx, req.query)),
  );

  app.get(
    '/management/repair/staff/:id',
    {
      config: { access: ADMINS_ONLY },
      schema: {
        tags,
        summary: 'A repair person with the companies served and the face verification history',
        params,
        response: { 200: envelope(repairStaffDetailSchema) },
      },
    },
    async (req) => ok(await repairStaffDetail(req.ctx, req.params.id)),
  );

  app.put(
    '/management/repair/staff/:id',
    {
      config: { access: ADMINS_ONLY },
      schema: {
        tags,
        summary: 'Change the name and the work area (centre and radius in metres; null clears it)',
        params,
        body: updateRepairStaffBodySchema,
        response: { 200: envelope(repairStaffSchema) },
      },
    },
    async (req) => ok(await updateRepairStaff(req.ctx, req.params.id, req.body)),
  );

  app.post(
    '/management/repair/staff/:id/suspend',
    {
      config: { access: ADMINS_ONLY },
      schema: {
        tags,
        summary: 'Suspend a repair person: no lock opens for them and they join no company',
        params,
        response: { 200: envelope(repairStaffSchema) },
      },
    },
    async (req) => ok(await setRepairStaffStatus(req.ctx, req.params.id, 'suspended')),
  );

  app.post(
    '/management/repair/staff/:id/resume',
    {
      config: { access: ADMINS_ONLY },
      schema: {
        tags,
        summary: 'Resume a suspended repair person',
        params,
        response: { 200: envelope(repairStaffSchema) },
      },
    },
    async (req) => ok(await setRepairStaffStatus(req.ctx, req.params.id, 'active')),
  );
};
