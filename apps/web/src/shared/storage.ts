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

// The cipher (crypto-js) loads when a stored item is first read or written: the sign-in page of a
// visitor with nothing stored never needs it.
let cipher: Promise<typeof import('./storage-cipher')> | null = null;
const loadCipher = () => (cipher ??= import('./storage-cipher'));

async function readEncrypted<T>(key: string): Promise<T | null> {
  const stored = localStorage.getItem(key);
  if (!stored) {
    return null;
  }
  const { decryptStored } = await loadCipher();
  try {
    return decryptStored<T>(stored);
  } catch {
    // Written by an older version or tampered with: as good as absent.
    localStorage.removeItem(key);
    return null;
  }
}

/** Stores the value encrypted, unless `isWanted` says by then that it is no longer to be kept. */
async function writeEncrypted(key: string, value: unknown, isWanted: () => boolean = () => true): Promise<void> {
  const { encryptForStorage } = await loadCipher();
  if (isWanted()) {
    localStorage.setItem(key, encryptForStorage(value));
  }
}

export const secureStorage = {
  get: readEncrypted,
  set: writeEncrypted,
  remove: (key: string) => localStorage.removeItem(key),
};
