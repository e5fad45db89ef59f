import { createHash, randomBytes } from 'node:crypto';

/** Keys of devices (scales, gateways): 256 random bits, stored only as their SHA-256. */
export const hashDeviceKey = (key: string): string => createHash('sha256').update(key).digest('hex');

/** A new device key and the SHA-256 hex that the database stores. */
export function newDeviceKey(): { key: string; hash: string } {
  const key = randomBytes(32).toString('base64url');
  return { key, hash: hashDeviceKey(key) };
}
