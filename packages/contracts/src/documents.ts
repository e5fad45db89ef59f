import { z } from 'zod';
import { isoTimeSchema, pageQuerySchema, searchSchema } from './common';
import type { Lang } from './errors';

/**
 * The document library (docs/documents.md): manuals, drivers and software that administrators
 * upload; public ones are also listed on the catalogue's download pages.
 */
export const DOCUMENT_CATEGORIES = ['maintenance', 'driver_manual', 'repair', 'software'] as const;
export const documentCategorySchema = z.enum(DOCUMENT_CATEGORIES, { error: 'category_required' });
export type DocumentCategory = z.output<typeof documentCategorySchema>;

export const DOCUMENT_TITLE_MAX = 80;
export const DOCUMENT_VERSION_MAX = 30;
/** The upload limit when DOCUMENT_MAX_MB is not set. */
export const DOCUMENT_MAX_MB_DEFAULT = 200;
/** The kinds of file the library takes, by content; `.exe` and `.apk` are software for the scales' PCs and phones. */
export const DOCUMENT_FILE_KINDS = ['PDF', 'ZIP', 'RAR', '7Z', 'EXE', 'APK', 'MP4', 'DOCX', 'XLSX'] as const;

const title = (required: string) =>
  z.string({ error: required }).trim().min(1, { error: required }).max(DOCUMENT_TITLE_MAX);

/** The fields sent with the file (multipart) or alone when only they change (JSON). */
export const documentFieldsSchema = z
  .object({
    title_ch: title('title_required'),
    title_en: title('title_en_required'),
    category: documentCategorySchema,
    version: z.string().trim().max(DOCUMENT_VERSION_MAX).default(''),
    /** Listed on the public catalogue and downloadable by anyone. */
    is_public: z.union([z.boolean(), z.stringbool()]).default(true),
  })
  .strict();
export type DocumentFields = z.input<typeof documentFieldsSchema>;

export const listDocumentsQuerySchema = pageQuerySchema.extend({
  category: documentCategorySchema.optional(),
  q: searchSchema.optional(),
});
export type ListDocumentsQuery = Partial<z.output<typeof listDocumentsQuerySchema>>;

export const documentSchema = z.object({
  id: z.int(),
  title_ch: z.string(),
  title_en: z.string(),
  category: documentCategorySchema,
  version: z.string(),
  /** Unique in the library: what `web_files/download?file_name=` asks for. */
  file_name: z.string(),
  size: z.int(),
  content_type: z.string(),
  is_public: z.boolean(),
  uploader: z.object({ id: z.int(), name: z.string() }).nullable(),
  created_time: isoTimeSchema,
  last_modified_time: isoTimeSchema,
});
export type LibraryDocument = z.input<typeof documentSchema>;

/** The console's list: a page of documents, and the upload limit (DOCUMENT_MAX_MB) so the dialog can check a file first. */
export const documentPageSchema = z.object({
  list: z.array(documentSchema),
  meta: z.object({ total: z.int().nonnegative(), max_mb: z.int().positive() }),
});
export type DocumentPage = z.input<typeof documentPageSchema>;

export const webFileDownloadQuerySchema = z.object({
  file_name: z.string({ error: 'file_name_required' }).trim().min(1, { error: 'file_name_required' }).max(200),
});
/** The spec's answer: the URL to open in a new window. */
export const webFileDownloadSchema = z.object({ url: z.string(), file_name: z.string(), size: z.int() });
export type WebFileDownload = z.input<typeof webFileDownloadSchema>;

/** A public document as apps and the catalogue see it (`GET /api/web_files`): with its URL, without who uploaded it. */
export const publicDocumentSchema = documentSchema
  .omit({ uploader: true, is_public: true, content_type: true, last_modified_time: true })
  .extend({ url: z.string() });
export type PublicDocument = z.input<typeof publicDocumentSchema>;

/** A byte count as people read it: 512 B, 12.5 KB, 1.2 MB, 1.05 GB. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) {
    return `${bytes} B`;
  }
  const units = ['KB', 'MB', 'GB'] as const;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  // Three significant figures at most: 1.23 MB, 12.3 MB, 123 MB.
  const digits = value < 10 ? 2 : value < 100 ? 1 : 0;
  return `${Number(value.toFixed(digits))} ${units[unit]}`;
}

/**
 * Where a prerendered catalogue page lists the library's public documents (docs/documents.md). The
 * page holds `<!--library-documents:<lang>:<categories, or *>-->`, its own "none yet" sentence, and
 * `<!--/library-documents-->`; the server replaces what lies between with the list when there is one.
 */
export function libraryMarkerOpen(lang: Lang, categories: readonly DocumentCategory[]): string {
  return `<!--library-documents:${lang}:${categories.length ? categories.join(',') : '*'}-->`;
}
export const LIBRARY_MARKER_CLOSE = '<!--/library-documents-->';
