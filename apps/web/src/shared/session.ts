import { isAdminRole, type LoginResult, type RoleType } from '@tm/contracts';
import { useSyncExternalStore } from 'react';
import { secureStorage, STORAGE_KEYS } from './storage';

/** The signed-in user as stored at sign-in (user info plus token), or null. */
export type Session = LoginResult;

let current: Session | null = null;
const listeners = new Set<() => void>();
// Each change of the stored login counts up: a write that finds the count moved on is dropped.
let generation = 0;
let pendingWrite: Promise<void> = Promise.resolve();

/** Reads the stored login; the app waits for it before its first render. */
export async function loadStoredSession(): Promise<void> {
  current = await secureStorage.get<Session>(STORAGE_KEYS.user);
}

/** Resolves once the login last set is in storage (before a page load must find it there). */
export function storedSessionSaved(): Promise<void> {
  return pendingWrite;
}

function emit(): void {
  for (const listener of listeners) {
    listener();
  }
}

export function getSession(): Session | null {
  return current;
}

export function setSession(session: Session): void {
  current = session;
  const written = ++generation;
  pendingWrite = secureStorage.set(STORAGE_KEYS.user, session, () => generation === written).catch(() => undefined);
  // The public site's home page sends a signed-in visitor on to the console with this hint.
  const role = parseRole(session.role_type);
  if (role) {
    localStorage.setItem(STORAGE_KEYS.home, homePathFor(role));
  }
  emit();
}

/** Keeps the token, takes fresh user info (after an edit or a reload of users/info). */
export function updateSessionUser(user: Omit<Session, 'token' | 'expiration'>): void {
  if (!current) {
    return;
  }
  setSession({ ...current, ...user });
}

/** Removes the stored login; the screen keeps its state until clearSession(). */
export function forgetStoredLogin(): void {
  generation += 1;
  secureStorage.remove(STORAGE_KEYS.user);
  secureStorage.remove(STORAGE_KEYS.config);
  localStorage.removeItem(STORAGE_KEYS.home);
}

export function clearSession(): void {
  current = null;
  forgetStoredLogin();
  emit();
}

export function useSession(): Session | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}

/** Console spec §4: the stored role may be a JSON string or a plain string. */
export function parseRole(value: unknown): RoleType | null {
  let role = value;
  if (typeof role === 'string' && role.startsWith('"')) {
    try {
      role = JSON.parse(role);
    } catch {
      return null;
    }
  }
  return role === 'USER' || role === 'ADMIN' || role === 'SUPER_ADMIN' ? role : null;
}

/** Whether the signed-in user is a system administrator (ADMIN or SUPER_ADMIN), who sees every company. */
export function useIsSystemAdmin(): boolean {
  return isAdminRole(parseRole(useSession()?.role_type) ?? 'USER');
}

/**
 * Whether the signed-in user may delete what the company's scales and records name (a shop, a
 * good): a system administrator or the company's administrator, not its staff (as the server rules).
 */
export function useMayDelete(): boolean {
  const session = useSession();
  const role = parseRole(session?.role_type);
  return role === 'ADMIN' || role === 'SUPER_ADMIN' || session?.company_info?.role_type === 'ADMIN';
}

export function homePathFor(role: RoleType): string {
  return role === 'USER' ? '/project' : '/admin';
}

const REDIRECT_KEY = 'tm.redirect';

/** Where to return after signing in (the page that asked for a login). */
export function rememberLocation(path: string): void {
  if (!path.startsWith('/sign')) {
    sessionStorage.setItem(REDIRECT_KEY, path);
  }
}

export function takeRememberedLocation(): string | null {
  const path = sessionStorage.getItem(REDIRECT_KEY);
  sessionStorage.removeItem(REDIRECT_KEY);
  return path;
}
