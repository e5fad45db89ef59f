import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';

/**
 * Login state lives in local storage encrypted (console spec §4: user, config and language keys),
 * so a casual look at the browser's storage shows no token or phone number. The language key
 * stays readable because the public catalogue pages read it without this code.
 */
export const STORAGE_KEYS = {
  user: 'tm.user',
  config: 'tm.config',
  language: 'language',
  /** Plain `/project` or `/admin`: where `/` sends a signed-in visitor (read by the public site). */
  home: 'tm.home',
} as const;

const PASSPHRASE = 'tm-cloud-console/v1';

/** The value behind one stored item (also used by the browser tests to read the stored login). */
export function decryptStored<T>(stored: string): T | null {
  const text = AES.decrypt(stored, PASSPHRASE).toString(Utf8);
  return text ? (JSON.parse(text) as T) : null;
}

function readEncrypted<T>(key: string): T | null {
  const stored = localStorage.getItem(key);
  if (!stored) {
    return null;
  }
  try {
    return decryptStored<T>(stored);
  } catch {
    // Written by an older version or tampered with: as good as absent.
    localStorage.removeItem(key);
    return null;
  }
}

function writeEncrypted(key: string, value: unknown): void {
  localStorage.setItem(key, AES.encrypt(JSON.stringify(value), PASSPHRASE).toString());
}

export const secureStorage = {
  get: readEncrypted,
  set: writeEncrypted,
  remove: (key: string) => localStorage.removeItem(key),
};
