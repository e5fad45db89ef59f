import { ErrorCode } from '@tm/contracts';
import { AppError } from '../../http/errors';

/** A WeChat user as the OAuth exchange names it: openid per app, unionid across the maker's apps. */
export type WechatIdentity = { openid: string; unionid: string | null };

export type WechatClient = {
  appId: string;
  /** The page the browser goes to (QR code on a computer, consent inside WeChat). */
  authorizeUrl: string;
  exchange(code: string): Promise<WechatIdentity>;
};

export type WechatOptions = { appId: string; appSecret: string; tokenUrl: string; authorizeUrl: string };

/**
 * The OAuth 2.0 code exchange of WeChat's open platform:
 * GET {tokenUrl}?appid&secret&code&grant_type=authorization_code → {access_token, openid, unionid}
 * or {errcode, errmsg} for a used, expired or forged code.
 */
export function httpWechatClient(options: WechatOptions): WechatClient {
  return {
    appId: options.appId,
    authorizeUrl: options.authorizeUrl,
    async exchange(code) {
      const url = new URL(options.tokenUrl);
      url.search = new URLSearchParams({
        appid: options.appId,
        secret: options.appSecret,
        code,
        grant_type: 'authorization_code',
      }).toString();
      let body: { openid?: string; unionid?: string; errcode?: number; errmsg?: string };
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
        body = (await response.json()) as typeof body;
      } catch (error) {
        throw new AppError(ErrorCode.UNAVAILABLE, { fields: { code: 'wechat_unreachable' } }, error);
      }
      if (!body.openid || body.errcode) {
        throw new AppError(ErrorCode.VALIDATION, { fields: { code: 'wechat_code_invalid' } });
      }
      return { openid: body.openid, unionid: body.unionid ?? null };
    },
  };
}
