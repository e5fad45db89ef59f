import { afterEach, describe, expect, it } from 'vitest';
import {
  clearSession,
  getSession,
  homePathFor,
  parseRole,
  rememberLocation,
  setSession,
  storedSessionSaved,
  takeRememberedLocation,
  type Session,
} from './session';
import { STORAGE_KEYS } from './storage';

const session: Session = {
  id: 7,
  username: 'xianfeng',
  nickname: '王店长',
  img_url: '',
  phone_number: '13800000001',
  role_type: 'USER',
  if_phone_number: 1,
  if_company: 1,
  if_wechat: 0,
  created_time: '2026-11-22T10:00:00.000Z',
  last_modified_time: '2026-11-22T10:00:00.000Z',
  company_info: null,
  token: 'secret-token-value',
  expiration: '2026-11-29T10:00:00.000Z',
};

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('the stored login', () => {
  it('is encrypted: neither the token nor the phone can be read from storage', async () => {
    setSession(session);
    await storedSessionSaved();
    const raw = localStorage.getItem(STORAGE_KEYS.user) ?? '';
    expect(raw).not.toBe('');
    expect(raw).not.toContain('secret-token-value');
    expect(raw).not.toContain('13800000001');
    expect(getSession()?.token).toBe('secret-token-value');
  });

  it('is gone after clearing', () => {
    setSession(session);
    clearSession();
    expect(getSession()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
  });

  it('leaves the public site a plain hint of the console home, and removes it at sign-out', () => {
    setSession(session);
    expect(localStorage.getItem(STORAGE_KEYS.home)).toBe('/project');
    setSession({ ...session, role_type: 'SUPER_ADMIN' });
    expect(localStorage.getItem(STORAGE_KEYS.home)).toBe('/admin');
    clearSession();
    expect(localStorage.getItem(STORAGE_KEYS.home)).toBeNull();
  });
});

describe('parseRole', () => {
  it('reads a role stored as a plain string or as a JSON string (spec §4)', () => {
    expect(parseRole('ADMIN')).toBe('ADMIN');
    expect(parseRole('"SUPER_ADMIN"')).toBe('SUPER_ADMIN');
    expect(parseRole('"USER"')).toBe('USER');
  });

  it('refuses anything else', () => {
    expect(parseRole('root')).toBeNull();
    expect(parseRole('"{')).toBeNull();
    expect(parseRole(undefined)).toBeNull();
  });
});

describe('home and remembered location', () => {
  it('sends USER to /project and administrators to /admin', () => {
    expect(homePathFor('USER')).toBe('/project');
    expect(homePathFor('ADMIN')).toBe('/admin');
    expect(homePathFor('SUPER_ADMIN')).toBe('/admin');
  });

  it('remembers a console page once, and never a sign-in page', () => {
    rememberLocation('/sign/login');
    expect(takeRememberedLocation()).toBeNull();
    rememberLocation('/project/shopMng/shopList?name=a');
    expect(takeRememberedLocation()).toBe('/project/shopMng/shopList?name=a');
    expect(takeRememberedLocation()).toBeNull();
  });
});
