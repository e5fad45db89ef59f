import { eq } from 'drizzle-orm';
import { users } from '../../modules/users/users.table';
import type { Db } from '../client';

/**
 * The shop owner accepted the policy before the current version came out, so the merchant users'
 * privacy list shows an outdated acceptance until their next sign-in (docs/privacy.md).
 */
export async function seedDemoPrivacy(tx: Db, ownerId: number): Promise<void> {
  await tx
    .update(users)
    .set({ privacy_version: 'V1.5.2', privacy_accepted_time: new Date('2025-03-01T09:30:00+08:00') })
    .where(eq(users.id, ownerId));
}
