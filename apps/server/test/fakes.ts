import Fastify, { type FastifyInstance } from 'fastify';

/** A local HTTP server standing in for an outside party (SMS gateway, WeChat, S3). */
export async function startFake(
  register: (app: FastifyInstance) => void,
): Promise<{ url: string; close: () => Promise<void> }> {
  const app = Fastify({ logger: false });
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
  register(app);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url: address, close: () => app.close() };
}

/**
 * WeChat's OAuth code exchange: each code of `codes` names the identity it stands for; any other
 * code gets WeChat's error answer. `authorize` redirects straight back with a code, as a user who
 * scanned and agreed would.
 */
export async function startFakeWechat(codes: Record<string, { openid: string; unionid?: string }>) {
  return startFake((app) => {
    app.get('/sns/oauth2/access_token', async (req) => {
      const query = req.query as Record<string, string>;
      const identity = query.code ? codes[query.code] : undefined;
      if (query.appid !== 'wx-test-app' || query.secret !== 'wx-test-secret' || !identity) {
        return { errcode: 40029, errmsg: 'invalid code' };
      }
      return { access_token: 'at', expires_in: 7200, refresh_token: 'rt', scope: 'snsapi_login', ...identity };
    });
    app.get('/connect/qrconnect', async (req, reply) => {
      const query = req.query as Record<string, string>;
      const code = Object.keys(codes)[0] ?? 'none';
      const target = new URL(query.redirect_uri ?? 'http://invalid/');
      target.searchParams.set('code', code);
      target.searchParams.set('state', query.state ?? '');
      return reply.redirect(target.toString());
    });
  });
}

export const wechatTestConfig = (fakeUrl: string) => ({
  appId: 'wx-test-app',
  appSecret: 'wx-test-secret',
  tokenUrl: `${fakeUrl}/sns/oauth2/access_token`,
  authorizeUrl: `${fakeUrl}/connect/qrconnect`,
});
