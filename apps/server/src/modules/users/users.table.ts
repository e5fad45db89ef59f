import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  /** Password sign-in name; null for accounts made by SMS or WeChat sign-in. */
  username: text('username').unique(),
  /** scrypt hash (see password.ts); null when the account has no password. */
  password_hash: text('password_hash'),
  nickname: text('nickname').notNull().default(''),
  img_url: text('img_url').notNull().default(''),
  phone_number: text('phone_number').unique(),
  role_type: text('role_type', { enum: ['USER', 'ADMIN', 'SUPER_ADMIN'] }).notNull(),
  /** WeChat identity: openid of our app, and unionid across the maker's apps when WeChat gives one. */
  wechat_openid: text('wechat_openid').unique(),
  wechat_unionid: text('wechat_unionid').unique(),
  is_disabled: boolean('is_disabled').notNull().default(false),
  /** The privacy policy version accepted at the last sign-in, and when (docs/privacy.md). */
  privacy_version: text('privacy_version'),
  privacy_accepted_time: timestamp('privacy_accepted_time', { withTimezone: true }),
  /** Set when the person's data was erased; the row stays for the records it is part of. */
  erased_time: timestamp('erased_time', { withTimezone: true }),
  created_time: timestamp('created_time', { withTimezone: true }).notNull().defaultNow(),
  last_modified_time: timestamp('last_modified_time', { withTimezone: true }).notNull().defaultNow(),
});

/** Sign-in sessions. Only the SHA-256 of a token is stored, so a leaked table signs nobody in. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token_hash: text('token_hash').notNull().unique(),
    created_time: timestamp('created_time', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.user_id)],
);
