import {
  PRIVACY_POLICY_DATE,
  PRIVACY_POLICY_VERSION,
  type PrivacyExport,
  type PrivacySubjectKind,
} from '@tm/contracts';
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import { companies, companyUsers } from '../companies/companies.table';
import { lockOpenings } from '../locks/locks.table';
import { notices } from '../notices/notices.table';
import {
  faceVerifications,
  lockAppAccounts,
  lockAppSessions,
  repairStaff,
  repairStaffCompanies,
} from '../repair/repair.table';
import { sessions, users } from '../users/users.table';
import { workOrderComments, workOrders } from '../workorders/workorders.table';
import { appPersonOf, KIND_ROLES } from './privacy.subjects';

/** Section name → one row (or null) or a list of rows. */
type Sections = Record<string, unknown>;

/**
 * Everything held about a console user. Secrets stay out: no password hash (only whether there is
 * one), no token hashes (sessions by their times only).
 */
async function consoleUserSections(db: Db, kind: 'admin' | 'merchant_user', id: number): Promise<Sections> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), inArray(users.role_type, KIND_ROLES[kind])));
  if (!user) {
    throw notFound('id');
  }
  const { password_hash: passwordHash, ...account } = user;
  const [userSessions, [membership], ordersOpened, comments, userNotices] = await Promise.all([
    db
      .select({ created_time: sessions.created_time, expires_at: sessions.expires_at, revoked_at: sessions.revoked_at })
      .from(sessions)
      .where(eq(sessions.user_id, id))
      .orderBy(asc(sessions.id)),
    db
      .select({
        company_id: companyUsers.company_id,
        company_name: companies.name,
        join_type: companyUsers.join_type,
        created_time: companyUsers.created_time,
      })
      .from(companyUsers)
      .innerJoin(companies, eq(companies.id, companyUsers.company_id))
      .where(eq(companyUsers.user_id, id)),
    db
      .select({
        id: workOrders.id,
        company_id: workOrders.company_id,
        category: workOrders.category,
        status: workOrders.status,
        title: workOrders.title,
        description: workOrders.description,
        photos: workOrders.photos,
        contact_name: workOrders.contact_name,
        contact_phone: workOrders.contact_phone,
        preferred_time: workOrders.preferred_time,
        created_time: workOrders.created_time,
      })
      .from(workOrders)
      .where(eq(workOrders.created_by, id))
      .orderBy(asc(workOrders.id)),
    db
      .select({
        id: workOrderComments.id,
        work_order_id: workOrderComments.work_order_id,
        body: workOrderComments.body,
        internal: workOrderComments.internal,
        status: workOrderComments.status,
        created_time: workOrderComments.created_time,
      })
      .from(workOrderComments)
      .where(eq(workOrderComments.author_id, id))
      .orderBy(asc(workOrderComments.id)),
    db
      .select({
        type: notices.type,
        kind: notices.kind,
        params: notices.params,
        read: notices.read,
        created_time: notices.created_time,
      })
      .from(notices)
      .where(eq(notices.user_id, id))
      .orderBy(asc(notices.id)),
  ]);
  return {
    account: { ...account, has_password: passwordHash !== null },
    sessions: userSessions,
    company_membership: membership ?? null,
    work_orders: ordersOpened,
    work_order_comments: comments,
    notices: userNotices,
  };
}

/** Everything held about a person of the repair app: the account, and the repair staff row if any. */
async function appPersonSections(db: Db, kind: 'lock_user' | 'repair_user', id: number): Promise<Sections> {
  const person = await appPersonOf(db, kind, id);
  const staffId = person.staff_id;
  const [[account], appSessions, [staff], served, faces, openings] = await Promise.all([
    db.select().from(lockAppAccounts).where(eq(lockAppAccounts.id, person.account_id)),
    db
      .select({
        created_time: lockAppSessions.created_time,
        expires_at: lockAppSessions.expires_at,
        revoked_at: lockAppSessions.revoked_at,
      })
      .from(lockAppSessions)
      .where(eq(lockAppSessions.account_id, person.account_id))
      .orderBy(asc(lockAppSessions.id)),
    staffId === null ? [] : db.select().from(repairStaff).where(eq(repairStaff.id, staffId)),
    staffId === null
      ? []
      : db
          .select({
            company_id: repairStaffCompanies.company_id,
            company_name: companies.name,
            joined_time: repairStaffCompanies.joined_time,
          })
          .from(repairStaffCompanies)
          .innerJoin(companies, eq(companies.id, repairStaffCompanies.company_id))
          .where(eq(repairStaffCompanies.staff_id, staffId))
          .orderBy(asc(companies.id)),
    staffId === null
      ? []
      : db
          .select({
            provider: faceVerifications.provider,
            request_id: faceVerifications.request_id,
            passed: faceVerifications.passed,
            score: faceVerifications.score,
            detail: faceVerifications.detail,
            created_time: faceVerifications.created_time,
          })
          .from(faceVerifications)
          .where(eq(faceVerifications.staff_id, staffId))
          .orderBy(asc(faceVerifications.id)),
    db
      .select({
        id: lockOpenings.id,
        mac: lockOpenings.mac,
        company_id: lockOpenings.company_id,
        lat: lockOpenings.lat,
        lng: lockOpenings.lng,
        occurred_time: lockOpenings.occurred_time,
        recorded_time: lockOpenings.recorded_time,
        decision: lockOpenings.decision,
        reason: lockOpenings.reason,
        distance_m: lockOpenings.distance_m,
      })
      .from(lockOpenings)
      .where(
        or(
          eq(lockOpenings.account_id, person.account_id),
          staffId === null ? undefined : eq(lockOpenings.staff_id, staffId),
        ),
      )
      .orderBy(asc(lockOpenings.id)),
  ]);
  return {
    app_account: account ?? null,
    app_sessions: appSessions,
    repair_staff: staff ?? null,
    companies_served: served,
    face_verifications: faces,
    lock_openings: openings,
  };
}

/** How many rows each section holds: what the audit log keeps of an export. */
export function countsOf(sections: Sections): Record<string, number> {
  return Object.fromEntries(
    Object.entries(sections).map(([name, value]) => [name, Array.isArray(value) ? value.length : value ? 1 : 0]),
  );
}

/** The export file of one person (docs/privacy.md). */
export async function exportDocument(db: Db, kind: PrivacySubjectKind, id: number, now: Date): Promise<PrivacyExport> {
  const data =
    kind === 'admin' || kind === 'merchant_user'
      ? await consoleUserSections(db, kind, id)
      : await appPersonSections(db, kind, id);
  return {
    format: 'tm-privacy-export',
    version: 1,
    exported_time: now.toISOString(),
    policy: { current_version: PRIVACY_POLICY_VERSION, current_date: PRIVACY_POLICY_DATE },
    subject: { kind, id },
    data,
  };
}
