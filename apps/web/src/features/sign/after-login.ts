import type { LoginResult } from '@tm/contracts';
import { homePathFor, parseRole, setSession, takeRememberedLocation } from '../../shared/session';

/** Console spec §4: store the login, then the remembered page, else the role's home. */
export function completeLogin(result: LoginResult): string {
  setSession(result);
  if (!result.if_phone_number) {
    return '/sign/bind/phone';
  }
  const role = parseRole(result.role_type);
  const remembered = takeRememberedLocation();
  const home = role ? homePathFor(role) : '/sign/login';
  return remembered && remembered.startsWith(home) ? remembered : home;
}
