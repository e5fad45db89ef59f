import type { LoginResult } from '@tm/contracts';
import { homePathFor, parseRole, setSession, storedSessionSaved, takeRememberedLocation } from '../../shared/session';

/**
 * Public pages that ask for a sign-in to finish what they were opened for (registering a scale by
 * its QR code, a merchant's registration): after signing in, the user goes back to them.
 */
const PAGES_SIGNED_IN_FROM = '/page/';

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
  // Another role's area is not offered: its guard would only answer 403.
  const canReturn = remembered?.startsWith(home) || remembered?.startsWith(PAGES_SIGNED_IN_FROM);
  return remembered && canReturn ? remembered : home;
}
