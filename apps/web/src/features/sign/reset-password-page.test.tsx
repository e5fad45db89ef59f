import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorCode } from '@tm/contracts';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { okResponse, refusedResponse, renderAt, stubFetch } from '../../shared/page-testing';
import { LoginPage } from './login-page';
import { ResetPasswordPage } from './reset-password-page';
import { forgetLoginOptions } from './sign.api';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  forgetLoginOptions();
});

const RESET = '/api/management/users/password/reset';

function renderReset() {
  renderAt(
    '/sign/reset-password',
    <Routes>
      <Route path="/sign/reset-password" element={<ResetPasswordPage />} />
      <Route path="/sign/login" element={<LoginPage />} />
    </Routes>,
  );
}

async function fillIn(password = 'second-pass2') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('手机号'), '13800000001');
  await user.type(screen.getByLabelText('短信验证码'), '1234');
  await user.type(screen.getByLabelText('新密码'), password);
  await user.type(screen.getByLabelText('确认新密码'), password);
  await user.click(screen.getByRole('button', { name: '设置新密码' }));
}

describe('ResetPasswordPage', () => {
  it('sets the new password, then signs in with the account’s name filled in', async () => {
    const calls = stubFetch((call) =>
      call.path === RESET ? okResponse({ username: 'xianfeng' }) : okResponse({ wechat: null, sms_outbox: true }),
    );
    renderReset();
    await fillIn();
    expect(await screen.findByText('已为 xianfeng 设置新密码，请用新密码登录')).toBeTruthy();
    expect((document.getElementById('username') as HTMLInputElement).value).toBe('xianfeng');
    expect(calls.find((call) => call.path === RESET)?.body).toEqual({
      phone_number: '13800000001',
      verify_code: '1234',
      password: 'second-pass2',
    });
  });

  it('says under the phone why it was refused, and stays', async () => {
    stubFetch((call) =>
      call.path === RESET
        ? refusedResponse(400, ErrorCode.VALIDATION, '提交的内容有误', {
            fields: { phone_number: '这个手机号还没有账号，用手机验证码登录即可开通' },
          })
        : undefined,
    );
    renderReset();
    await fillIn();
    expect(await screen.findByText('这个手机号还没有账号，用手机验证码登录即可开通')).toBeTruthy();
    expect(screen.getByRole('button', { name: '设置新密码' })).toBeTruthy();
  });

  it('refuses a weak password before sending it', async () => {
    const calls = stubFetch();
    renderReset();
    await fillIn('short');
    expect(await screen.findByText('密码至少 8 位，且同时包含字母和数字')).toBeTruthy();
    expect(calls.some((call) => call.path === RESET)).toBe(false);
  });
});
