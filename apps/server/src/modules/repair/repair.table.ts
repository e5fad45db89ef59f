import type { FaceStatus, RepairStaffStatus } from '@tm/contracts';
import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.table';
import { users } from '../users/users.table';

/** Codes a company administrator hands to repair people so they can join the company (docs/repair.md). */
export const repairInviteCodes = pgTable(
  'repair_invite_codes',
  {
    id: serial('id').primaryKey(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    code: text('code').notNull().unique(),
    max_uses: integer('max_uses').notNull().default(1),
    use_count: integer('use_count').notNull().default(0),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    note: text('note').notNull().default(''),
    revoked_time: timestamp('revoked_time', { withTimezone: true }),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_time: timestamp('created_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('repair_invite_codes_company_idx').on(t.company_id, t.id)],
);

/** A person signed in to the lock-repair app (a "lock user"), by SMS or WeChat. */
export const lockAppAccounts = pgTable('lock_app_accounts', {
  id: serial('id').primaryKey(),
  phone_number: text('phone_number').unique(),
  wechat_openid: text('wechat_openid').unique(),
  nickname: text('nickname').notNull().default(''),
  privacy_version: text('privacy_version'),
  privacy_accepted_time: timestamp('privacy_accepted_time', { withTimezone: true }),
  created_time: timestamp('created_time', { withTimezone: true }).notNull().defaultNow(),
  last_seen_time: timestamp('last_seen_time', { withTimezone: true }),
  /** Set when the person's data was erased; the row stays for the records it is part of. */
  erased_time: timestamp('erased_time', { withTimezone: true }),
});

/** Sessions of the repair app; like console sessions, only a token's SHA-256 is kept. */
export const lockAppSessions = pgTable(
  'lock_app_sessions',
  {
    id: serial('id').primaryKey(),
    account_id: integer('account_id')
      .notNull()
      .references(() => lockAppAccounts.id, { onDelete: 'cascade' }),
    token_hash: text('token_hash').notNull().unique(),
    created_time: timestamp('created_time', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('lock_app_sessions_account_idx').on(t.account_id)],
);

/**
 * A repair person: an app account that joined at least one company with an invite code. The work
 * area is a circle (centre and radius) that openings are matched against.
 */
export const repairStaff = pgTable('repair_staff', {
  id: serial('id').primaryKey(),
  account_id: integer('account_id')
    .notNull()
    .unique()
    .references(() => lockAppAccounts.id, { onDelete: 'restrict' }),
  name: text('name').notNull(),
  phone_number: text('phone_number').notNull().default(''),
  face_status: text('face_status').$type<FaceStatus>().notNull().default('unverified'),
  face_verified_time: timestamp('face_verified_time', { withTimezone: true }),
  area_label: text('area_label').notNull().default(''),
  area_lat: doublePrecision('area_lat'),
  area_lng: doublePrecision('area_lng'),
  area_radius_m: integer('area_radius_m'),
  status: text('status').$type<RepairStaffStatus>().notNull().default('active'),
  created_time: timestamp('created_time', { withTimezone: true }).notNull().defaultNow(),
  last_modified_time: timestamp('last_modified_time', { withTimezone: true }).notNull().defaultNow(),
});

/** The companies a repair person serves, and the code each was joined with. */
export const repairStaffCompanies = pgTable(
  'repair_staff_companies',
  {
    staff_id: integer('staff_id')
      .notNull()
      .references(() => repairStaff.id, { onDelete: 'cascade' }),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    invite_code_id: integer('invite_code_id').references(() => repairInviteCodes.id, { onDelete: 'set null' }),
    joined_time: timestamp('joined_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.staff_id, t.company_id] }),
    index('repair_staff_companies_company_idx').on(t.company_id),
    index('repair_staff_companies_code_idx').on(t.invite_code_id),
  ],
);

/** Every request to the face-verification provider and its answer. */
export const faceVerifications = pgTable(
  'face_verifications',
  {
    id: serial('id').primaryKey(),
    staff_id: integer('staff_id')
      .notNull()
      .references(() => repairStaff.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    request_id: text('request_id').notNull(),
    passed: integer('passed').notNull(),
    score: doublePrecision('score'),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    created_time: timestamp('created_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('face_verifications_staff_idx').on(t.staff_id, t.id)],
);
