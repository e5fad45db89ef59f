import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '@tm/contracts';
import { setLanguage } from '../../shared/i18n';
import { refusedResponse, renderAt, stubFetch } from '../../shared/page-testing';
import { clearSession, getSession } from '../../shared/session';
import { LoginPage } from './login-page';
import { forgetLoginOptions } from './sign.api';

const ok = (data: unknown) => new Response(JSON.stringify({ code: 1, msg: 'ok', data }));
const SIGNED_IN = {
  id: 2,
  username: 'xianfeng',
  nickname: '王店长',
  img_url: '',
  phone_number: '13800000001',
  role_type: 'USER',
  if_phone_number: 1,
  if_company: 1,
  if_wechat: 0,
  created_time: '2026-03-01T08:00:00.000Z',
  last_modified_time: '2026-03-01T08:00:00.000Z',
  company_info: null,
  token: 'fresh-token',
  expiration: '2026-03-02T08:00:00.000Z',
};

type Call = { method: string; path: string; body: unknown; authorization: string | undefined };

function stubApi(): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = new URL(url, 'http://test').pathname;
      const headers = (init?.headers ?? {}) as Record<string, string>;
      calls.push({
        method: init?.method ?? 'GET',
        path,
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
        authorization: headers.authorization,
      });
      if (path === '/api/management/users/login/options') {
        return ok({ wechat: { app_id: 'wx-app', authorize_url: 'https://wechat.test/connect' }, sms_outbox: true });
      }
      return ok(SIGNED_IN);
    }),
  );
  return calls;
}

function byId(id: string): HTMLElement {
  const element = document.getElementById(id);
  if (!element) {
    throw new Error(`no #${id}`);
  }
  return element;
}

const signInCalls = (calls: Call[]) =>
  calls.filter((call) => call.path.startsWith('/api/management/users/login/') && call.method === 'POST');

afterEach(() => {
  cleanup();
  clearSession();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  setLanguage('ch');
  forgetLoginOptions();
});

describe('the sign-in page’s privacy consent', () => {
  it('signs in by password only with the policy accepted, and sends the version it accepted', async () => {
    const calls = stubApi();
    renderAt('/sign/login', <LoginPage />);
    const user = userEvent.setup();
    // The sign-in fields keep the plain ids the page has always had (#username, #password).
    await screen.findByText('用户名');
    await user.type(byId('username'), 'xianfeng');
    await user.type(byId('password'), 'xianfeng1234');
    const submit = screen.getByText(/^登\s*录$/);
    await user.click(submit);
    expect(await screen.findByText('请阅读并勾选同意《隐私政策》后再登录')).toBeTruthy();
    expect(signInCalls(calls)).toEqual([]);

    const policy = screen.getByText('《隐私政策》');
    expect(policy.closest('a')?.getAttribute('href')).toBe('/page/privacy');
    // 我已阅读并同意《隐私政策》（V1.5.3）: the label's own text around the link.
    const consent = screen.getByText(/^我已阅读并同意（V1\.5\.3）$/);
    await user.click(consent);
    await user.click(submit);
    await waitFor(() => expect(getSession()?.token).toBe('fresh-token'));
    expect(signInCalls(calls)).toEqual([
      {
        method: 'POST',
        path: '/api/management/users/login/password',
        body: { privacy_version: 'V1.5.3' },
        authorization: `Basic ${btoa('xianfeng:xianfeng1234')}`,
      },
    ]);
  });

  it('keeps the consent when switching to SMS, which sends the version too', async () => {
    const calls = stubApi();
    renderAt('/sign/login', <LoginPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByText(/^我已阅读并同意/));
    await user.click(screen.getByText('手机验证码'));
    const consent = await screen.findByRole('checkbox', { hidden: true });
    expect((consent as HTMLInputElement).checked).toBe(true);
    await user.type(byId('sms-login_phone_number'), '13800000001');
    await user.type(byId('sms-login_verify_code'), '1234');
    await user.click(screen.getByText(/^登\s*录$/));
    await waitFor(() => expect(signInCalls(calls)).toHaveLength(1));
    expect(signInCalls(calls)[0]?.body).toEqual({
      phone_number: '13800000001',
      verify_code: '1234',
      privacy_version: 'V1.5.3',
    });
  });

  it('starts the WeChat authorization only with the policy accepted, in English too', async () => {
    stubApi();
    setLanguage('en');
    renderAt('/sign/login', <LoginPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByText('WeChat'));
    const button = await screen.findByText('Sign in with WeChat');
    await user.click(button);
    expect(await screen.findByText('Please read and accept the Privacy Policy before signing in')).toBeTruthy();
    expect(sessionStorage.getItem('tm.wechat.state')).toBeNull();
    expect(screen.getByText('Privacy Policy').closest('a')?.getAttribute('href')).toBe('/en/page/privacy');

    await user.click(screen.getByText(/^I have read and agree to the/));
    // jsdom cannot leave the page; the authorization's state is stored just before it would.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await user.click(button);
    await waitFor(() => expect(sessionStorage.getItem('tm.wechat.state')).toMatch(/^login\./));
  });
});

describe('the sign-in form’s checks', () => {
  it('says what is missing on sending, and clears each message as it is put right', async () => {
    const calls = stubApi();
    renderAt('/sign/login', <LoginPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByText(/^登\s*录$/));
    expect(screen.getByText('请输入用户名')).toBeTruthy();
    expect(screen.getByText('请输入密码')).toBeTruthy();
    expect(byId('username').getAttribute('aria-invalid')).toBe('true');
    expect(byId('username').getAttribute('aria-describedby')).toBe('username_error');

    await user.type(byId('username'), 'xianfeng');
    expect(screen.queryByText('请输入用户名')).toBeNull();
    expect(byId('username').getAttribute('aria-invalid')).toBeNull();
    // Only spaces is no user name.
    await user.clear(byId('username'));
    await user.type(byId('username'), '   ');
    expect(screen.getByText('请输入用户名')).toBeTruthy();
    expect(signInCalls(calls)).toEqual([]);
  });

  it('shows the password when the eye is pressed, and hides it again', async () => {
    stubApi();
    renderAt('/sign/login', <LoginPage />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('密码'), 'secret-1');
    expect(byId('password').getAttribute('type')).toBe('password');
    await user.click(screen.getByRole('button', { name: '显示密码' }));
    expect(byId('password').getAttribute('type')).toBe('text');
    await user.click(screen.getByRole('button', { name: '隐藏密码' }));
    expect(byId('password').getAttribute('type')).toBe('password');
  });

  it('checks the phone once left, and offers to send a code only to a valid one', async () => {
    const calls = stubApi();
    renderAt('/sign/login', <LoginPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByText('手机验证码'));
    const send = screen.getByRole('button', { name: '获取验证码' });
    await user.type(byId('sms-login_phone_number'), '1391234');
    // Not while typing: a phone half typed is not yet wrong.
    expect(screen.queryByText('请输入正确的手机号')).toBeNull();
    await user.tab();
    expect(screen.getByText('请输入正确的手机号')).toBeTruthy();
    expect((send as HTMLButtonElement).disabled).toBe(true);

    await user.type(byId('sms-login_phone_number'), '5678');
    expect(screen.queryByText('请输入正确的手机号')).toBeNull();
    expect((send as HTMLButtonElement).disabled).toBe(false);
    await user.click(send);
    await waitFor(() => expect(calls.some((call) => call.path === '/api/management/users/login/code')).toBe(true));
    expect(await screen.findByRole('button', { name: /秒后重发/ })).toHaveProperty('disabled', true);
  });

  it('counts down the wait the server asks for when codes are sent too often', async () => {
    stubFetch((call) =>
      call.path === '/api/management/users/login/code'
        ? refusedResponse(429, ErrorCode.RATE_LIMITED, '操作过于频繁，请 42 秒后再试', { retry_after: 42 })
        : undefined,
    );
    renderAt('/sign/login', <LoginPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByText('手机验证码'));
    await user.type(byId('sms-login_phone_number'), '13912345678');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: '42 秒后重发' })).toHaveProperty('disabled', true);
  });
});
