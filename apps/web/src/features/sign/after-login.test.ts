import type { LoginResult } from '@tm/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { loginResultOf } from '../../shared/page-testing';
import { clearSession, rememberLocation } from '../../shared/session';
import { completeLogin } from './after-login';

const login = (role: LoginResult['role_type']) => loginResultOf(role);

afterEach(() => {
  clearSession();
  sessionStorage.clear();
});

describe('completeLogin', () => {
  it('goes back to the page that asked for the sign-in: one of the role’s area, or a public page to finish', async () => {
    rememberLocation('/project/goodMng/goodList?page=3');
    expect(await completeLogin(login('USER'))).toBe('/project/goodMng/goodList?page=3');
    // A scale's QR code opened on a phone before signing in.
    rememberLocation('/page/scales/register?request_id=r1&scale_uuid=TM0001&model=TM-Aa');
    expect(await completeLogin(login('USER'))).toBe(
      '/page/scales/register?request_id=r1&scale_uuid=TM0001&model=TM-Aa',
    );
    rememberLocation('/page/scales/register?request_id=r2');
    expect(await completeLogin(login('SUPER_ADMIN'))).toBe('/page/scales/register?request_id=r2');
  });

  it('goes home instead of to another role’s area, or when nothing was remembered', async () => {
    rememberLocation('/admin/companyMng/companyList');
    expect(await completeLogin(login('USER'))).toBe('/project');
    expect(await completeLogin(login('ADMIN'))).toBe('/admin');
  });
});
