import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Actor, Clock } from '../../http/context';
import type { Db } from '../../db/client';
import { perDb } from '../../db/per-db';
import { companies, companyUsers } from '../companies/companies.table';
import { featuresOf } from '../companies/features';
import { sessions, users } from './users.table';
import { JOIN_TYPE } from '@tm/contracts';

/** 256 random bits, URL-safe; only its SHA-256 is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function startSession(
  db: Db,
  userId: number,
  now: Date,
  ttlSeconds: number,
): Promise<{ token: string; expiration: Date }> {
  const token = newToken();
  const expiration = new Date(now.getTime() + ttlSeconds * 1000);
  await db
    .insert(sessions)
    .values({ user_id: userId, token_hash: hashToken(token), created_time: now, expires_at: expiration });
  return { token, expiration };
}

const sessionQuery = perDb((db) =>
  db
    .select({
      session_id: sessions.id,
      user_id: users.id,
      role_type: users.role_type,
      company_id: companyUsers.company_id,
      join_type: companyUsers.join_type,
      if_analysis_open: companies.if_analysis_open,
      features: companies.features,
      company_disabled: companies.is_disabled,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .leftJoin(companyUsers, eq(companyUsers.user_id, users.id))
    .leftJoin(companies, eq(companies.id, companyUsers.company_id))
    .where(
      and(
        eq(sessions.token_hash, sql.placeholder('token_hash')),
        isNull(sessions.revoked_at),
        gt(sessions.expires_at, sql.placeholder('now')),
        eq(users.is_disabled, false),
      ),
    )
    .limit(1)
    .prepare('resolve_session'),
);

/** The caller behind a token, or null when it is unknown, expired, revoked or its user disabled. */
export async function resolveSession(db: Db, token: string, clock: Clock): Promise<Actor | null> {
  const [row] = await sessionQuery(db).execute({ token_hash: hashToken(token), now: clock() });
  // A disabled company's users are signed out with it.
  if (!row || row.company_disabled) {
    return null;
  }
  return {
    session_id: row.session_id,
    user_id: row.user_id,
    role_type: row.role_type,
    company_id: row.company_id,
    company_role: row.join_type === null ? null : row.join_type === JOIN_TYPE.ADMIN ? 'ADMIN' : 'USER',
    features: row.features ? featuresOf({ if_analysis_open: row.if_analysis_open ?? 0, features: row.features }) : [],
  };
}

export async function revokeSession(db: Db, sessionId: number, now: Date): Promise<void> {
  await db.update(sessions).set({ revoked_at: now }).where(eq(sessions.id, sessionId));
}

export async function sessionExpiry(db: Db, sessionId: number): Promise<Date> {
  const [row] = await db.select({ expires_at: sessions.expires_at }).from(sessions).where(eq(sessions.id, sessionId));
  if (!row) {
    throw new Error(`session ${sessionId} vanished`);
  }
  return row.expires_at;
}
