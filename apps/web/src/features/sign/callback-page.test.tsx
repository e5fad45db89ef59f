import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { okResponse, renderAt, stubFetch } from '../../shared/page-testing';
import { CallbackPage } from './callback-page';
import { forgetLoginOptions } from './sign.api';

afterEach(() => {
  cleanup();
  // Test files share modules: the next file's server has its own sign-in methods.
  forgetLoginOptions();
  vi.unstubAllGlobals();
});

describe('the WeChat callback page', () => {
  it('says WeChat sign-in is not enabled when the server has none, instead of asking to scan again', async () => {
    const calls = stubFetch((call) =>
      call.path === '/api/management/users/login/options' ? okResponse({ wechat: null, sms_outbox: false }) : undefined,
    );
    renderAt('/sign/callback?code=abc&state=login.unknown', <CallbackPage />);
    expect(await screen.findByText('本系统未启用微信登录')).toBeTruthy();
    expect(screen.queryByText(/请重新扫码/)).toBeNull();
    // The code was not sent anywhere: this browser did not ask for it.
    expect(calls.some((call) => call.path.includes('/login/wechat'))).toBe(false);
  });
});
