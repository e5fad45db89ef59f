import { z } from 'zod';
import { PER_PAGE_DEFAULT, PER_PAGE_MAX, PHONE_PATTERN } from './rules';

/** Database ids are positive integers; path and query values arrive as strings. */
export const idSchema = z.coerce.number().int().positive();

/**
 * Times travel as ISO 8601 strings with an offset and are `Date` inside the server.
 * The codec lets a response schema encode a Date and a client decode the string.
 */
export const isoTimeSchema = z.codec(z.iso.datetime({ offset: true }), z.date(), {
  decode: (text) => new Date(text),
  encode: (date) => date.toISOString(),
});

export const phoneSchema = z
  .string({ error: 'phone_required' })
  .trim()
  .min(1, { error: 'phone_required' })
  .regex(PHONE_PATTERN, { error: 'phone_invalid' });

/** Landline or service number as printed on a shop sign: digits, spaces, dashes, brackets, plus. */
export const telephoneSchema = z
  .string()
  .trim()
  .max(20, { error: 'telephone_invalid' })
  .regex(/^[\d\s()+-]*$/, { error: 'telephone_invalid' });

/** A free-text search box: trimmed, at most 50 characters, empty means no filter. */
export const searchSchema = z
  .string()
  .trim()
  .max(50)
  .optional()
  .transform((text) => (text ? text : undefined));

/** ARCHITECTURE.md API conventions: `page` from 1, `per_page` default 10, at most 100. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(PER_PAGE_MAX).default(PER_PAGE_DEFAULT),
});
/** Query types are what a client sends: every field optional, numbers as numbers. */
export type PageQuery = Partial<z.output<typeof pageQuerySchema>>;

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), meta: z.object({ total: z.int().nonnegative() }) });
export type Page<T> = { list: T[]; meta: { total: number } };

/** Success envelope: `{code: 1, msg: "ok", data}`. */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ code: z.literal(1), msg: z.string(), data });

export const flagSchema = z.union([z.literal(0), z.literal(1)]);
export type Flag = z.infer<typeof flagSchema>;

/** Image and file references are URLs (absolute, or a path on this server such as `/files/...`). */
export const urlSchema = z
  .string()
  .trim()
  .max(500)
  .refine((value) => value === '' || value.startsWith('/') || /^https?:\/\//.test(value), {
    error: 'url_invalid',
  });

type WithoutDefaults<Shape extends z.ZodRawShape> = {
  [Key in keyof Shape]: Shape[Key] extends z.ZodDefault<infer Inner> ? Inner : Shape[Key];
};

/**
 * The fields of a create call for its edit call: without their defaults. Zod applies a default even
 * inside `.partial()`, so an edit that leaves a field out would reset it to its default (turning a
 * good off sale reset its unit, category and label) instead of leaving it as it is.
 */
export function withoutDefaults<Shape extends z.ZodRawShape>(shape: Shape): WithoutDefaults<Shape> {
  return Object.fromEntries(
    Object.entries(shape).map(([key, field]) => [key, field instanceof z.ZodDefault ? field.unwrap() : field]),
  ) as WithoutDefaults<Shape>;
}
