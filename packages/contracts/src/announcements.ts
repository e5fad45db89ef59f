import { z } from 'zod';
import { idSchema, isoTimeSchema, pageQuerySchema, searchSchema } from './common';

/**
 * Announcements (docs/announcements.md): administrators write them, publish them at once or at a
 * chosen time, and withdraw them; published ones are listed on the public page /sign/gonggao and
 * reach every user as a notice when they go out.
 */
export const ANNOUNCEMENT_TITLE_MAX = 80;
export const ANNOUNCEMENT_BODY_MAX = 10_000;

export const ANNOUNCEMENT_STATUSES = ['draft', 'scheduled', 'published', 'withdrawn'] as const;
export const announcementStatusSchema = z.enum(ANNOUNCEMENT_STATUSES);
export type AnnouncementStatus = z.output<typeof announcementStatusSchema>;

/** `null`: keep it a draft; `'now'`: publish at once; a time: publish then (it must not have passed). */
export const announcementPublishSchema = z.union([z.literal('now'), isoTimeSchema, z.null()], {
  error: 'publish_at_invalid',
});

/** An optional text: empty or only spaces is none. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((text) => text || null);

export const saveAnnouncementBodySchema = z
  .object({
    title: z.string({ error: 'title_required' }).trim().min(1, { error: 'title_required' }).max(ANNOUNCEMENT_TITLE_MAX),
    /** Plain text with simple formatting: blank lines between paragraphs, `- ` lists, `**bold**`, links. */
    body: z.string({ error: 'body_required' }).trim().min(1, { error: 'body_required' }).max(ANNOUNCEMENT_BODY_MAX),
    /** The English version, shown to readers of the English console; without it they read the Chinese. */
    title_en: optionalText(ANNOUNCEMENT_TITLE_MAX),
    body_en: optionalText(ANNOUNCEMENT_BODY_MAX),
    publish_at: announcementPublishSchema.default(null),
  })
  .strict()
  .superRefine((body, ctx) => {
    // Half an English version would show an English title over Chinese text, or the reverse.
    if (body.title_en && !body.body_en) {
      ctx.addIssue({ code: 'custom', path: ['body_en'], message: 'announcement_body_en_required' });
    }
    if (body.body_en && !body.title_en) {
      ctx.addIssue({ code: 'custom', path: ['title_en'], message: 'announcement_title_en_required' });
    }
  });
export type SaveAnnouncementBody = z.input<typeof saveAnnouncementBodySchema>;

export const listAnnouncementsQuerySchema = pageQuerySchema.extend({
  status: announcementStatusSchema.optional(),
  q: searchSchema.optional(),
});
export type ListAnnouncementsQuery = Partial<z.output<typeof listAnnouncementsQuerySchema>>;

/** What the public page shows. */
export const publicAnnouncementSchema = z.object({
  id: z.int(),
  title: z.string(),
  body: z.string(),
  title_en: z.string().nullable(),
  body_en: z.string().nullable(),
  publish_at: isoTimeSchema,
});
export type PublicAnnouncement = z.input<typeof publicAnnouncementSchema>;

/** What administrators see in the console. */
export const announcementSchema = z.object({
  id: z.int(),
  title: z.string(),
  body: z.string(),
  title_en: z.string().nullable(),
  body_en: z.string().nullable(),
  status: announcementStatusSchema,
  publish_at: isoTimeSchema.nullable(),
  withdrawn_time: isoTimeSchema.nullable(),
  /** When its notices went out to every user; null until then. */
  notified_time: isoTimeSchema.nullable(),
  author: z.object({ id: z.int(), name: z.string() }).nullable(),
  created_time: isoTimeSchema,
  last_modified_time: isoTimeSchema,
});
export type Announcement = z.input<typeof announcementSchema>;

export const announcementIdParamsSchema = z.object({ id: idSchema });
