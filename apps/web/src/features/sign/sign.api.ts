import type { LoginResult } from '@tm/contracts';
import { api } from '../../shared/api-client';

/** `Basic base64("<name>:<password>")` of UTF-8 text (btoa alone fails on Chinese names). */
export function basicCredentials(name: string, password: string): string {
  const bytes = new TextEncoder().encode(`${name}:${password}`);
  return `Basic ${btoa(String.fromCharCode(...bytes))}`;
}

export function loginWithPassword(username: string, password: string): Promise<LoginResult> {
  return api.post<LoginResult>('/management/users/login/password', undefined, {
    skipToken: true,
    headers: { authorization: basicCredentials(username, password) },
  });
}
