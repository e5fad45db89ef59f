import {
  COMPANY_FEATURES,
  companyIdParamsSchema,
  companyInviteSchema,
  companyOptionSchema,
  companySchema,
  companyUserParamsSchema,
  companyUserSchema,
  createCompanyBodySchema,
  createInviteBodySchema,
  envelope,
  inviteParamsSchema,
  joinTypeSchema,
  linkCompanyUserBodySchema,
  listCompaniesQuerySchema,
  listCompanyUsersQuerySchema,
  pageOf,
  permissionSchema,
  searchCompaniesQuerySchema,
  setCompanyDisabledBodySchema,
  setPayPermissionBodySchema,
  setPermissionsBodySchema,
  updateCompanyBodySchema,
  updateCompanyFieldBodySchema,
} from '@tm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMINS_ONLY } from '../../http/auth';
import { ok } from '../../http/envelope';
import {
  createCompany,
  getCompany,
  listCompanies,
  searchCompanies,
  setCompanyDisabled,
  setCompanyPermissions,
  setPayPermission,
  updateCompany,
  updateCompanyFields,
} from './companies.service';
import {
  createInvite,
  deleteInvite,
  linkCompanyUser,
  listCompanyUsers,
  listInvites,
  removeMember,
  setMemberJoinType,
} from './company-users.service';
import { PERMISSION_TEXTS } from './features';

const tags = ['companies'];

export const companiesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/management/companies',
    {
      config: { access: ADMINS_ONLY },
      schema: {
        tags,
        summary: 'Companies, filtered by name, contact (person or phone), created range and status',
        querystring: listCompaniesQuerySchema,
        response: { 200: envelope(pageOf(companySchema)) },
      },
    },
    async (req) => ok(await listCompanies(req.ctx, req.query)),
  );

  app.get(
    '/management/companies/search',
    {
      config: { access: ADMINS_ONLY },
      schema: {
        tags,
        summary: 'Company picker: name search, paginated',
        querystring: searchCompaniesQuerySchema,
        response: { 200: envelope(pageOf(companyOptionSchema)) },
      },
    },
    async (req) => ok(await searchCompanies(req.ctx, req.query)),
  );

  app.post(
    '/management/companies/create',
    {
      config: { access: ADMINS_ONLY },
      schema: { tags, body: createCompanyBodySchema, response: { 200: envelope(companySchema) } },
    },
    async (req) => ok(await createCompany(req.ctx, req.body)),
  );

  app.get(
    '/management/companies/:id',
    {
      config: { access: ADMINS_ONLY },
      schema: { tags, params: companyIdParamsSchema, response: { 200: envelope(companySchema) } },
    },
    async (req) => ok(await getCompany(req.ctx.db, req.params.id)),
  );

  app.put(
    '/management/companies/:id',
    {
      config: { access: ADMINS_ONLY },
      schema: {
        tags,
        params: companyIdParamsSchema,
        body: updateCompanyBodySchema,
        response: { 200: envelope(companySchema) },
      },
    },
    async (req) => ok(await updateCompany(req.ctx, req.params.id, req.body)),
  );

  app.put(
    '/management/companies/:id/status',
    {
      config: { access: ADMINS_ONLY },
      schema: {
        tags,
        summary: 'Disable or enable a company; a disabled company’s users are signed out',
        params: companyIdParamsSchema,
        body: setCompanyDisabledBodySchema,
        response: { 200: envelope(companySchema) },
      },
    },
    async (req) => ok(await setCompanyDisabled(req.ctx, req.params.id, req.body.is_disabled)),
  );

  app.get(
    '/management/companies/permissions/all',
    {
      config: { access: ADMINS_ONLY },
      schema: {
        tags,
        summary: 'Every console feature a company may be given',
        response: { 200: envelope(z.array(permissionSchema)) },
      },
    },
    async (req) => ok(COMPANY_FEATURES.map((key) => ({ key, ...PERMISSION_TEXTS[key][req.ctx.lang] }))),
  );

  app.put(
    '/management/companies/permissions',
    {
      config: { access: ADMINS_ONLY },
      schema: {
        tags,
        summary: 'Set the full list of features a company may use',
        body: setPermissionsBodySchema,
        response: { 200: envelope(companySchema) },
      },
    },
    async (req) => ok(await setCompanyPermissions(req.ctx, req.body)),
  );

  app.put(
    '/management/companies/:id/pay_permission',
    {
      config: { access: ADMINS_ONLY },
      schema: {
        tags,
        summary:
          'Set a company’s payment permission: permissions_type 0 none, 1 may register as a merchant, 2 merchant',
        params: companyIdParamsSchema,
        body: setPayPermissionBodySchema,
        response: { 200: envelope(companySchema) },
      },
    },
    async (req) => ok(await setPayPermission(req.ctx, req.params.id, req.body.permissions_type)),
  );

  app.put(
    '/companies/:id',
    {
      schema: {
        tags,
        summary:
          'Save company fields (name, contact_person, phone_number, address): its administrator or a system administrator',
        params: companyIdParamsSchema,
        body: updateCompanyFieldBodySchema,
        response: { 200: envelope(companySchema) },
      },
    },
    async (req) => ok(await updateCompanyFields(req.ctx, req.params.id, req.body)),
  );

  app.post(
    '/management/companies/users',
    {
      config: { access: ADMINS_ONLY },
      schema: {
        tags,
        summary: 'Link a user to a company with a join_type (1 administrator, 2 staff)',
        body: linkCompanyUserBodySchema,
        response: { 200: envelope(companyUserSchema) },
      },
    },
    async (req) => ok(await linkCompanyUser(req.ctx, req.body)),
  );

  app.get(
    '/management/companies/:id/users',
    {
      schema: {
        tags,
        summary: 'A company’s members: its administrators and system administrators',
        params: companyIdParamsSchema,
        querystring: listCompanyUsersQuerySchema,
        response: { 200: envelope(pageOf(companyUserSchema)) },
      },
    },
    async (req) => ok(await listCompanyUsers(req.ctx, req.params.id, req.query)),
  );

  app.put(
    '/management/companies/:id/users/:userId',
    {
      schema: {
        tags,
        summary: 'Change a member’s join_type',
        params: companyUserParamsSchema,
        body: z.object({ join_type: joinTypeSchema }).strict(),
        response: { 200: envelope(companyUserSchema) },
      },
    },
    async (req) => ok(await setMemberJoinType(req.ctx, req.params.id, req.params.userId, req.body.join_type)),
  );

  app.delete(
    '/management/companies/:id/users/:userId',
    {
      schema: {
        tags,
        summary: 'Remove a member from the company',
        params: companyUserParamsSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      await removeMember(req.ctx, req.params.id, req.params.userId);
      return ok(null);
    },
  );

  app.get(
    '/management/companies/:id/invites',
    {
      schema: {
        tags,
        summary: 'Open invites of a company',
        params: companyIdParamsSchema,
        response: { 200: envelope(z.array(companyInviteSchema)) },
      },
    },
    async (req) => ok(await listInvites(req.ctx, req.params.id)),
  );

  app.post(
    '/management/companies/:id/invites',
    {
      schema: {
        tags,
        summary: 'Invite a phone: it joins the company at its next SMS sign-in',
        params: companyIdParamsSchema,
        body: createInviteBodySchema,
        response: { 200: envelope(companyInviteSchema) },
      },
    },
    async (req) => ok(await createInvite(req.ctx, req.params.id, req.body)),
  );

  app.delete(
    '/management/companies/:id/invites/:inviteId',
    {
      schema: {
        tags,
        summary: 'Withdraw an open invite',
        params: inviteParamsSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      await deleteInvite(req.ctx, req.params.id, req.params.inviteId);
      return ok(null);
    },
  );
};
