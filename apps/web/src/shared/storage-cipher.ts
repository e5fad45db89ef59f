import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';

const PASSPHRASE = 'tm-cloud-console/v1';

/** The value behind one stored item (also used by the browser tests to read the stored login). */
export function decryptStored<T>(stored: string): T | null {
  const text = AES.decrypt(stored, PASSPHRASE).toString(Utf8);
  return text ? (JSON.parse(text) as T) : null;
}

export function encryptForStorage(value: unknown): string {
  return AES.encrypt(JSON.stringify(value), PASSPHRASE).toString();
}
