import {
  envelope,
  ErrorCode,
  sendCodeQuerySchema,
  sendCodeResultSchema,
  smsMessageSchema,
  smsOutboxQuerySchema,
} from '@tm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMINS_ONLY } from '../../http/auth';
import { ok } from '../../http/envelope';
import { AppError } from '../../http/errors';
import { sendCode } from './sms.service';

export const smsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/management/users/login/code',
    {
      config: { access: 'public' },
      schema: {
        tags: ['users'],
        summary: 'Send a 4-digit sign-in code by SMS (once per 30 s and 10 an hour per phone, 30 an hour per address)',
        querystring: sendCodeQuerySchema,
        response: { 200: envelope(sendCodeResultSchema) },
      },
    },
    async (req) => ok(await sendCode(req.publicCtx, req.query.phone_number, req.ip)),
  );

  app.get(
    '/management/sms/outbox',
    {
      config: { access: ADMINS_ONLY },
      schema: {
        tags: ['users'],
        summary: 'Recent messages of the development SMS outbox (only while the outbox delivers SMS)',
        querystring: smsOutboxQuerySchema,
        response: { 200: envelope(z.array(smsMessageSchema)) },
      },
    },
    async (req) => {
      const { sms } = req.ctx.deps;
      if (!sms.recent) {
        throw new AppError(ErrorCode.NOT_FOUND);
      }
      return ok(await sms.recent(req.query.limit));
    },
  );
};
