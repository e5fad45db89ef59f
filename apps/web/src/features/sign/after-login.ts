import type { LoginResult } from '@tm/contracts';
import { homePathFor, parseRole, setSession, storedSessionSaved, takeRememberedLocation } from '../../shared/session';

/** Console spec §4: store the login, then the remembered page, else the role's home. */
export async function completeLogin(result: LoginResult): Promise<string> {
  setSession(result);
  // Stored before going on: a reload of the next page must find the login.
  await storedSessionSaved();
  if (!result.if_phone_number) {
    return '/sign/bind/phone';
  }
  const role = parseRole(result.role_type);
  const remembered = takeRememberedLocation();
  const home = role ? homePathFor(role) : '/sign/login';
  return remembered && remembered.startsWith(home) ? remembered : home;
}
