import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** How a person is named to others: nickname, else user name, else phone, else `#id`. */
export const displayNameOf = (user: Record<'id' | 'nickname' | 'username' | 'phone_number', AnyPgColumn>) =>
  sql<string>`coalesce(nullif(${user.nickname}, ''), ${user.username}, ${user.phone_number}, '#' || ${user.id})`;
