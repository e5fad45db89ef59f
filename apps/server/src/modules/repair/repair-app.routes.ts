import {
  envelope,
  faceVerificationBodySchema,
  faceVerificationResultSchema,
  redeemInviteCodeBodySchema,
  repairAppMeSchema,
  repairAppPhoneSignInBodySchema,
  repairAppSendCodeBodySchema,
  repairAppSignInResultSchema,
  repairAppWechatSignInBodySchema,
  sendCodeResultSchema,
} from '@tm/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { sendCode } from '../sms/sms.service';
import { lockAppAccountOf, requireLockAppAccount } from './repair-app-auth';
import {
  readMe,
  redeemInviteCode,
  signInWithPhone,
  signInWithWechat,
  signOut,
  verifyFace,
  type AppCtx,
} from './repair-app.service';

const tags = ['repair-app'];
const TOKEN_REQUIRED =
  'Authorization: Basic base64("<token>:") with the token of an app sign-in; 401 (ERCO000001) without one.';

const appCtx = (req: FastifyRequest): AppCtx => ({ ...req.publicCtx, account: lockAppAccountOf(req) });

/**
 * The repair app's API under /api/repair-app/v1 (docs/repair.md). Its accounts are not console
 * users: the console's guard stands aside (`public`), and the signed-in routes check the app's
 * own token in `requireLockAppAccount`.
 */
export const repairAppRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/sign_in/code',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Send a 4-digit sign-in code by SMS (the console’s limits: once per 30 s, 10 an hour per phone)',
        security: [],
        body: repairAppSendCodeBodySchema,
        response: { 200: envelope(sendCodeResultSchema) },
      },
    },
    async (req) => ok(await sendCode(req.publicCtx, req.body.phone_number, req.ip)),
  );

  app.post(
    '/sign_in/phone',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'Sign in with phone and SMS code, accepting the current privacy policy; a new phone becomes an account',
        security: [],
        body: repairAppPhoneSignInBodySchema,
        response: { 200: envelope(repairAppSignInResultSchema) },
      },
    },
    async (req) =>
      ok(await signInWithPhone(req.publicCtx, req.body.phone_number, req.body.verify_code, req.body.privacy_version)),
  );

  app.post(
    '/sign_in/wechat',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'Sign in with a WeChat OAuth code, accepting the current privacy policy; a new WeChat user becomes an account',
        security: [],
        body: repairAppWechatSignInBodySchema,
        response: { 200: envelope(repairAppSignInResultSchema) },
      },
    },
    async (req) => ok(await signInWithWechat(req.publicCtx, req.body.code, req.body.privacy_version)),
  );

  await app.register(async (plugin) => {
    const api = plugin.withTypeProvider<ZodTypeProvider>();
    requireLockAppAccount(api);

    api.get(
      '/me',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'The signed-in account, its repair-staff profile and the companies it serves',
          description: TOKEN_REQUIRED,
          response: { 200: envelope(repairAppMeSchema) },
        },
      },
      async (req) => ok(await readMe(appCtx(req))),
    );

    api.post(
      '/redeem',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'Join a company with an invite code (the name is required on the first join)',
          description: `400 naming \`code\` when it is unknown, revoked, expired or used up; 409 when the company is already served. ${TOKEN_REQUIRED}`,
          body: redeemInviteCodeBodySchema,
          response: { 200: envelope(repairAppMeSchema) },
        },
      },
      async (req) => ok(await redeemInviteCode(appCtx(req), req.body)),
    );

    api.post(
      '/face_verification',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'Verify the person’s face with the provider; the answer sets the face status',
          description: `Send \`image_base64\` or \`provider_token\`, not both. At most 20 an hour. ${TOKEN_REQUIRED}`,
          body: faceVerificationBodySchema,
          response: { 200: envelope(faceVerificationResultSchema) },
        },
      },
      async (req) => ok(await verifyFace(appCtx(req), req.body)),
    );

    api.post(
      '/sign_out',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'Sign out: the token stops working',
          description: TOKEN_REQUIRED,
          response: { 200: envelope(z.null()) },
        },
      },
      async (req) => {
        await signOut(appCtx(req));
        return ok(null);
      },
    );
  });
};
