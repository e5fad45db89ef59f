import {
  changePasswordBodySchema,
  envelope,
  ErrorCode,
  loginOptionsSchema,
  loginResultSchema,
  passwordLoginBodySchema,
  phoneLoginBodySchema,
  phoneSignInBodySchema,
  forgottenPasswordBodySchema,
  forgottenPasswordResultSchema,
  updateUserInfoBodySchema,
  pageOf,
  searchUsersQuerySchema,
  userInfoSchema,
  userOptionSchema,
  wechatLoginBodySchema,
  wechatSignInBodySchema,
} from '@tm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMINS_ONLY, parseBasic } from '../../http/auth';
import { ok } from '../../http/envelope';
import { AppError } from '../../http/errors';
import { bindPhone, bindPhoneAfterWechat, bindWechat, loginWithPhone, loginWithWechat } from './sign-in.service';
import {
  changeOwnPassword,
  getUserInfo,
  loginWithPassword,
  logout,
  resetForgottenPassword,
  searchUsers,
  updateUserInfo,
} from './users.service';

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/management/users/login/password',
    {
      config: { access: 'public' },
      schema: {
        tags: ['users'],
        summary:
          'Sign in with user name and password sent as Authorization: Basic base64(name:password); the body may carry the accepted privacy_version',
        body: passwordLoginBodySchema,
        response: { 200: envelope(loginResultSchema) },
      },
    },
    async (req) => {
      const credentials = parseBasic(req.headers.authorization);
      if (!credentials?.[0] || !credentials[1]) {
        throw new AppError(ErrorCode.BAD_CREDENTIALS);
      }
      return ok(await loginWithPassword(req.publicCtx, credentials[0], credentials[1], req.body.privacy_version));
    },
  );

  app.get(
    '/management/users/login/options',
    {
      config: { access: 'public' },
      schema: {
        tags: ['users'],
        summary: 'Which sign-in methods this server offers',
        response: { 200: envelope(loginOptionsSchema) },
      },
    },
    async (req) => {
      const { wechat, sms } = req.publicCtx.deps;
      return ok({
        wechat: wechat ? { app_id: wechat.appId, authorize_url: wechat.authorizeUrl } : null,
        sms_outbox: sms.kind === 'outbox',
      });
    },
  );

  app.post(
    '/management/users/login/phone_number',
    {
      config: { access: 'public' },
      schema: {
        tags: ['users'],
        summary: 'Sign in with phone and SMS code (and the accepted privacy_version); a new phone becomes a new user',
        body: phoneSignInBodySchema,
        response: { 200: envelope(loginResultSchema) },
      },
    },
    async (req) => ok(await loginWithPhone(req.publicCtx, req.body)),
  );

  app.post(
    '/management/users/login/wechat',
    {
      config: { access: 'public' },
      schema: {
        tags: ['users'],
        summary:
          'Sign in with a WeChat OAuth code (and the accepted privacy_version); an unknown WeChat user becomes a user without phone',
        body: wechatSignInBodySchema,
        response: { 200: envelope(loginResultSchema) },
      },
    },
    async (req) => ok(await loginWithWechat(req.publicCtx, req.body.code, req.body.privacy_version)),
  );

  app.post(
    '/management/users/bind/phone_number',
    {
      schema: {
        tags: ['users'],
        summary: 'Bind or change the own phone, proven by an SMS code',
        body: phoneLoginBodySchema,
        response: { 200: envelope(userInfoSchema) },
      },
    },
    async (req) => ok(await bindPhone(req.ctx, req.body.phone_number, req.body.verify_code)),
  );

  app.post(
    '/users/bind/wechat/phone_number',
    {
      schema: {
        tags: ['users'],
        summary:
          'After a WeChat sign-in: bind a phone. A phone of an existing account without WeChat takes the WeChat identity over, and the answer signs in as that account',
        body: phoneLoginBodySchema,
        response: { 200: envelope(loginResultSchema) },
      },
    },
    async (req) => {
      const token = parseBasic(req.headers.authorization)?.[0] ?? '';
      return ok(await bindPhoneAfterWechat(req.ctx, req.body.phone_number, req.body.verify_code, token));
    },
  );

  app.post(
    '/management/users/bind/wechat',
    {
      schema: {
        tags: ['users'],
        summary: 'Bind a WeChat identity to the own account',
        body: wechatLoginBodySchema,
        response: { 200: envelope(userInfoSchema) },
      },
    },
    async (req) => ok(await bindWechat(req.ctx, req.body.code)),
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

  app.put(
    '/management/users/password',
    {
      schema: {
        tags: ['users'],
        summary:
          'Change own password, proved by the current one; wrong ones count as failed sign-ins. Other sessions end',
        body: changePasswordBodySchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      await changeOwnPassword(req.ctx, req.body);
      return ok(null);
    },
  );

  app.post(
    '/management/users/password/reset',
    {
      config: { access: 'public' },
      schema: {
        tags: ['users'],
        summary:
          'Set a forgotten password, proved by an SMS code to the account’s phone (GET /management/users/login/code sends it); the account is signed out everywhere',
        body: forgottenPasswordBodySchema,
        response: { 200: envelope(forgottenPasswordResultSchema) },
      },
    },
    async (req) => ok(await resetForgottenPassword(req.publicCtx, req.body)),
  );

  app.get(
    '/management/users/search',
    {
      config: { access: ADMINS_ONLY },
      schema: {
        tags: ['users'],
        summary: 'Company users by name, nickname or phone, with their company (to link them to one)',
        querystring: searchUsersQuerySchema,
        response: { 200: envelope(pageOf(userOptionSchema)) },
      },
    },
    async (req) => ok(await searchUsers(req.ctx, req.query)),
  );
};
