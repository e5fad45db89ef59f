import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from './client';
import { appMeta } from './meta.table';

/**
 * The key that signs links handed out by this installation (phone-photo links, label QR codes).
 * Made on first use and kept in the database, so every server instance signs and checks alike and
 * restarts keep links valid. Each use signs its own prefix (`good-photo:`, `qr-key:`), so one
 * kind of link can never pass for another.
 */
const SECRET_KEY = 'link_signing_secret';
const secrets = new WeakMap<Db, Promise<Buffer>>();

export function linkSigningSecret(db: Db): Promise<Buffer> {
  let secret = secrets.get(db);
  if (!secret) {
    secret = (async () => {
      await db
        .insert(appMeta)
        .values({ key: SECRET_KEY, value: randomBytes(32).toString('base64url') })
        .onConflictDoNothing();
      const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, SECRET_KEY));
      return Buffer.from(row?.value ?? '', 'base64url');
    })();
    secrets.set(db, secret);
  }
  return secret;
}
