import type {
  ForgottenPasswordBody,
  ForgottenPasswordResult,
  LoginOptions,
  LoginResult,
  PasswordLoginBody,
  PhoneLoginBody,
  PhoneSignInBody,
  UserInfo,
} from '@tm/contracts';
import { useEffect, useState } from 'react';
import { api, showApiError } from '../../shared/api-client';
import { PRIVACY_POLICY_VERSION } from '@tm/contracts';

/** `Basic base64("<name>:<password>")` of UTF-8 text (btoa alone fails on Chinese names). */
export function basicCredentials(name: string, password: string): string {
  const bytes = new TextEncoder().encode(`${name}:${password}`);
  return `Basic ${btoa(String.fromCharCode(...bytes))}`;
}

export function loginWithPassword(username: string, password: string, body: PasswordLoginBody): Promise<LoginResult> {
  return api.post<LoginResult>('/management/users/login/password', body, {
    skipToken: true,
    headers: { authorization: basicCredentials(username, password) },
  });
}

export const loginWithPhone = (body: PhoneSignInBody) =>
  api.post<LoginResult>('/management/users/login/phone_number', body, { skipToken: true });

/**
 * The sign-in that WeChat sends back. A login authorization starts only from the sign-in form
 * with the privacy consent ticked (the state proves it came from there), so it sends the version.
 */
export const loginWithWechat = (code: string) =>
  api.post<LoginResult>(
    '/management/users/login/wechat',
    { code, wechat_type: 'web', privacy_version: PRIVACY_POLICY_VERSION },
    { skipToken: true },
  );

export const bindWechat = (code: string) =>
  api.post<UserInfo>('/management/users/bind/wechat', { code, wechat_type: 'web' });

/** A user who came in by WeChat binds a phone; the answer may sign in as the phone's account. */
export const bindPhoneAfterWechat = (body: PhoneLoginBody) =>
  api.post<LoginResult>('/users/bind/wechat/phone_number', body);

/** Sets a forgotten password with a code sent to the account's phone; answers whose it was. */
export const resetForgottenPassword = (body: ForgottenPasswordBody) =>
  api.post<ForgottenPasswordResult>('/management/users/password/reset', body, { skipToken: true });

/** What the sign-in page is told after a reset: whose password it was, to fill the name in. */
export type AfterReset = { resetFor: string };

export const bindPhone = (body: PhoneLoginBody) => api.post<UserInfo>('/management/users/bind/phone_number', body);

// Once per page load: the sign-in methods do not change while the server runs.
let loginOptions: LoginOptions | undefined;
let loginOptionsRequest: Promise<LoginOptions> | null = null;

function fetchLoginOptions(): Promise<LoginOptions> {
  loginOptionsRequest ??= api.get<LoginOptions>('/management/users/login/options', { skipToken: true }).then(
    (answer) => (loginOptions = answer),
    (error: unknown) => {
      // Asked again by the next page that needs them.
      loginOptionsRequest = null;
      showApiError(error);
      throw error;
    },
  );
  return loginOptionsRequest;
}

/** The next page that needs the sign-in methods asks the server again (tests of other servers). */
export function forgetLoginOptions(): void {
  loginOptions = undefined;
  loginOptionsRequest = null;
}

/**
 * The sign-in methods the server offers, once the answer is in. Not a TanStack query: the
 * sign-in page would load TanStack Query for this one call.
 */
export function useLoginOptions(wanted = true): LoginOptions | undefined {
  const [options, setOptions] = useState(loginOptions);
  useEffect(() => {
    if (!wanted) {
      return;
    }
    let isCurrent = true;
    fetchLoginOptions().then(
      (answer) => isCurrent && setOptions(answer),
      () => undefined,
    );
    return () => {
      isCurrent = false;
    };
  }, [wanted]);
  return options;
}

const WECHAT_STATE_KEY = 'tm.wechat.state';
export type WechatMode = 'login' | 'bind';

/**
 * Sends the browser to WeChat's authorize page (QR code on a computer). The state ties the answer
 * that comes back to /sign/callback to this browser and says what the code is for.
 */
export function startWechatAuthorization(wechat: NonNullable<LoginOptions['wechat']>, mode: WechatMode): void {
  const state = `${mode}.${crypto.randomUUID()}`;
  sessionStorage.setItem(WECHAT_STATE_KEY, state);
  const url = new URL(wechat.authorize_url);
  url.search = new URLSearchParams({
    appid: wechat.app_id,
    redirect_uri: `${window.location.origin}/sign/callback`,
    response_type: 'code',
    scope: 'snsapi_login',
    state,
  }).toString();
  url.hash = 'wechat_redirect';
  window.location.assign(url.toString());
}

/** The mode of a returning state, or null if this browser did not start that authorization. */
export function wechatModeOf(state: string | null): WechatMode | null {
  if (!state || state !== sessionStorage.getItem(WECHAT_STATE_KEY)) {
    return null;
  }
  return state.startsWith('bind.') ? 'bind' : 'login';
}

/** A state is good for one answer only. */
export function forgetWechatState(): void {
  sessionStorage.removeItem(WECHAT_STATE_KEY);
}
