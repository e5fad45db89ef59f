import { sql, type SQLChunk } from 'drizzle-orm';

/** Items joined by commas: a column list, a row value, the elements of an ARRAY[…]. */
export const sqlList = (items: SQLChunk[]) => sql.join(items, sql`, `);
