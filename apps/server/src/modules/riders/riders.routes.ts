import {
  createOfficeBodySchema,
  createRiderBodySchema,
  createTopUpBodySchema,
  envelope,
  exportTopUpsQuerySchema,
  idSchema,
  listOfficesQuerySchema,
  listRidersQuerySchema,
  listTopUpsQuerySchema,
  officeDetailSchema,
  officePageSchema,
  officeSchema,
  reverseTopUpBodySchema,
  riderPageSchema,
  riderSchema,
  topUpPageSchema,
  topUpSchema,
  updateOfficeBodySchema,
  updateRiderBodySchema,
} from '@tm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMINS_ONLY } from '../../http/auth';
import { ok } from '../../http/envelope';
import { sendSheet } from '../../sheets/write-sheet';
import { createTopUp, exportTopUps, listTopUps, reverseTopUp } from './riders.ledger';
import {
  createOffice,
  createRider,
  listOffices,
  listRiders,
  officeDetail,
  setRiderStatus,
  updateOffice,
  updateRider,
} from './riders.service';

const tags = ['riders'];
const params = z.object({ id: idSchema });
const config = { access: ADMINS_ONLY };

/** Delivery (docs/riders.md): regional back offices, riders and their top-ups; administrators only. */
export const ridersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/management/regional_offices',
    {
      config,
      schema: {
        tags,
        summary: 'Regional back offices with their riders count and balance; search and status filter',
        querystring: listOfficesQuerySchema,
        response: { 200: envelope(officePageSchema) },
      },
    },
    async (req) => ok(await listOffices(req.ctx, req.query)),
  );

  app.post(
    '/management/regional_offices',
    {
      config,
      schema: {
        tags,
        summary: 'A new office: name (unique), regions served, manager (an administrator), contact',
        body: createOfficeBodySchema,
        response: { 200: envelope(officeSchema) },
      },
    },
    async (req) => ok(await createOffice(req.ctx, req.body)),
  );

  app.get(
    '/management/regional_offices/:id',
    {
      config,
      schema: {
        tags,
        summary: 'An office with its riders’ figures and its number of ledger entries',
        params,
        response: { 200: envelope(officeDetailSchema) },
      },
    },
    async (req) => ok(await officeDetail(req.ctx, req.params.id)),
  );

  app.put(
    '/management/regional_offices/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Change the fields sent, `status` included (suspend or resume the office)',
        params,
        body: updateOfficeBodySchema,
        response: { 200: envelope(officeSchema) },
      },
    },
    async (req) => ok(await updateOffice(req.ctx, req.params.id, req.body)),
  );

  app.get(
    '/management/riders',
    {
      config,
      schema: {
        tags,
        summary: 'Riders: name or phone search; office, status and identity filters',
        querystring: listRidersQuerySchema,
        response: { 200: envelope(riderPageSchema) },
      },
    },
    async (req) => ok(await listRiders(req.ctx, req.query)),
  );

  app.post(
    '/management/riders',
    {
      config,
      schema: {
        tags,
        summary: 'A new rider of an active office; the phone is unique among riders',
        body: createRiderBodySchema,
        response: { 200: envelope(riderSchema) },
      },
    },
    async (req) => ok(await createRider(req.ctx, req.body)),
  );

  app.put(
    '/management/riders/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Change the fields sent; a new office must be active',
        params,
        body: updateRiderBodySchema,
        response: { 200: envelope(riderSchema) },
      },
    },
    async (req) => ok(await updateRider(req.ctx, req.params.id, req.body)),
  );

  app.post(
    '/management/riders/:id/suspend',
    {
      config,
      schema: {
        tags,
        summary: 'Suspend a rider: its account takes no top-ups until resumed',
        params,
        response: { 200: envelope(riderSchema) },
      },
    },
    async (req) => ok(await setRiderStatus(req.ctx, req.params.id, 'suspended')),
  );

  app.post(
    '/management/riders/:id/resume',
    {
      config,
      schema: {
        tags,
        summary: 'Resume a suspended rider (its office must be active)',
        params,
        response: { 200: envelope(riderSchema) },
      },
    },
    async (req) => ok(await setRiderStatus(req.ctx, req.params.id, 'active')),
  );

  app.get(
    '/management/top_ups',
    {
      config,
      schema: {
        tags,
        summary: 'Ledger entries, newest first, with the sum of the amounts the filters select',
        querystring: listTopUpsQuerySchema,
        response: { 200: envelope(topUpPageSchema) },
      },
    },
    async (req) => ok(await listTopUps(req.ctx, req.query)),
  );

  app.get(
    '/management/top_ups/export',
    {
      config,
      schema: {
        tags,
        summary: 'The entries the filters select as .xlsx or .csv, streamed with constant memory',
        querystring: exportTopUpsQuerySchema,
      },
    },
    async (req, reply) => sendSheet(reply, req.query.format, exportTopUps(req.ctx, req.query)),
  );

  app.post(
    '/management/top_ups',
    {
      config,
      schema: {
        tags,
        summary: 'Post a top-up to an office or a rider; a reference number is posted once (409)',
        body: createTopUpBodySchema,
        response: { 200: envelope(topUpSchema) },
      },
    },
    async (req) => ok(await createTopUp(req.ctx, req.body)),
  );

  app.post(
    '/management/top_ups/:id/reverse',
    {
      config,
      schema: {
        tags,
        summary: 'Post the reversing entry of a top-up (once; a reversal is never reversed)',
        params,
        body: reverseTopUpBodySchema,
        response: { 200: envelope(topUpSchema) },
      },
    },
    async (req) => ok(await reverseTopUp(req.ctx, req.params.id, req.body)),
  );
};
