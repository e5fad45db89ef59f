import {
  createWorkOrderBodySchema,
  envelope,
  idSchema,
  listWorkOrdersQuerySchema,
  workOrderAssignBodySchema,
  workOrderAssigneeSchema,
  workOrderCommentBodySchema,
  workOrderDetailSchema,
  workOrderPageSchema,
  workOrderSchema,
  workOrderTransitionBodySchema,
} from '@tm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMINS_ONLY } from '../../http/auth';
import { ok } from '../../http/envelope';
import { assertFeature } from '../companies/features';
import {
  assignWorkOrder,
  commentOnWorkOrder,
  createWorkOrder,
  listAssignees,
  listWorkOrders,
  moveWorkOrder,
  workOrderDetail,
} from './workorders.service';

const tags = ['workorders'];
const params = z.object({ id: idSchema });

/** Customer-service work orders (docs/workorders.md): customers open them, the service side works them. */
export const workOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  // A company without the work-order feature is refused every call (administrators are not bound).
  app.addHook('preHandler', async (req) => assertFeature(req.ctx.actor, 'workorders'));

  app.get(
    '/workorders',
    {
      schema: {
        tags,
        summary: 'Work orders: the caller’s company’s, or every company’s for administrators; newest first',
        querystring: listWorkOrdersQuerySchema,
        response: { 200: envelope(workOrderPageSchema) },
      },
    },
    async (req) => ok(await listWorkOrders(req.ctx, req.query)),
  );

  app.post(
    '/workorders',
    {
      schema: {
        tags,
        summary:
          'A company user opens a work order (an administrator names the company); the service staff are notified',
        body: createWorkOrderBodySchema,
        response: { 200: envelope(workOrderSchema) },
      },
    },
    async (req) => ok(await createWorkOrder(req.ctx, req.body)),
  );

  app.get(
    '/workorders/assignees',
    {
      config: { access: ADMINS_ONLY },
      schema: {
        tags,
        summary: 'The service staff an order can be assigned to, with their open orders',
        response: { 200: envelope(z.array(workOrderAssigneeSchema)) },
      },
    },
    async (req) => ok(await listAssignees(req.ctx)),
  );

  app.get(
    '/workorders/:id',
    {
      schema: {
        tags,
        summary: 'A work order and its thread; internal notes only for administrators',
        params,
        response: { 200: envelope(workOrderDetailSchema) },
      },
    },
    async (req) => ok(await workOrderDetail(req.ctx, req.params.id)),
  );

  app.post(
    '/workorders/:id/comments',
    {
      schema: {
        tags,
        summary: 'Reply on an order (administrators: or an internal note); the other side is notified',
        params,
        body: workOrderCommentBodySchema,
        response: { 200: envelope(workOrderDetailSchema) },
      },
    },
    async (req) => ok(await commentOnWorkOrder(req.ctx, req.params.id, req.body)),
  );

  app.post(
    '/workorders/:id/status',
    {
      schema: {
        tags,
        summary: 'Move an order to one of `order.next_statuses`, with an optional note; the other side is notified',
        params,
        body: workOrderTransitionBodySchema,
        response: { 200: envelope(workOrderDetailSchema) },
      },
    },
    async (req) => ok(await moveWorkOrder(req.ctx, req.params.id, req.body)),
  );

  app.post(
    '/workorders/:id/assign',
    {
      config: { access: ADMINS_ONLY },
      schema: {
        tags,
        summary: 'Assign an order to a member of the service staff; a new order becomes assigned',
        params,
        body: workOrderAssignBodySchema,
        response: { 200: envelope(workOrderDetailSchema) },
      },
    },
    async (req) => ok(await assignWorkOrder(req.ctx, req.params.id, req.body.assignee_id)),
  );
};
