import { sql, type SQLChunk } from 'drizzle-orm';

/** Items joined by commas: a column list, a row value, the elements of an ARRAY[…]. */
export const sqlList = (items: SQLChunk[]) => sql.join(items, sql`, `);

/**
 * PostgreSQL's text of an array of these values (`{1,2}`, `{"a","b"}`), to be sent as a parameter
 * cast to the array's type. node-postgres writes an array parameter anew, element by element, for
 * every statement it is sent with; this text is written once, for values sent again and again.
 */
export const arrayLiteral = (values: readonly (number | string)[]): string =>
  `{${values.map((value) => (typeof value === 'number' ? String(value) : `"${value.replace(/[\\"]/g, '\\$&')}"`)).join(',')}}`;
