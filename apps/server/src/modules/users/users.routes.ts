import { envelope, ErrorCode, loginResultSchema, updateUserInfoBodySchema, userInfoSchema } from '@tm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parseBasic } from '../../http/auth';
import { ok } from '../../http/envelope';
import { AppError } from '../../http/errors';
import { getUserInfo, loginWithPassword, logout, updateUserInfo } from './users.service';

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/management/users/login/password',
    {
      config: { access: 'public' },
      schema: {
        tags: ['users'],
        summary: 'Sign in with user name and password sent as Authorization: Basic base64(name:password)',
        response: { 200: envelope(loginResultSchema) },
      },
    },
    async (req) => {
      const credentials = parseBasic(req.headers.authorization);
      if (!credentials?.[0] || !credentials[1]) throw new AppError(ErrorCode.BAD_CREDENTIALS);
      return ok(await loginWithPassword(req.publicCtx, credentials[0], credentials[1]));
    },
  );

  app.post(
    '/management/users/logout',
    { schema: { tags: ['users'], summary: 'Revoke the token of this call', response: { 200: envelope(z.null()) } } },
    async (req) => {
      await logout(req.ctx);
      return ok(null);
    },
  );

  app.get(
    '/management/users/info',
    { schema: { tags: ['users'], response: { 200: envelope(userInfoSchema) } } },
    async (req) => ok(await getUserInfo(req.ctx)),
  );

  app.put(
    '/users/info',
    {
      schema: {
        tags: ['users'],
        summary: 'Change own nickname or avatar',
        body: updateUserInfoBodySchema,
        response: { 200: envelope(userInfoSchema) },
      },
    },
    async (req) => ok(await updateUserInfo(req.ctx, req.body)),
  );
};
