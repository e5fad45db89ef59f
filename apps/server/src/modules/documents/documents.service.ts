import {
  ErrorCode,
  type DocumentCategory,
  type documentFieldsSchema,
  type listDocumentsQuerySchema,
} from '@tm/contracts';
import { and, count, desc, eq, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { Actor, Ctx, PublicCtx } from '../../http/context';
import { AppError, isUniqueViolation, notFound } from '../../http/errors';
import { pageOffset } from '../../http/pagination';
import { likePattern } from '../../http/search';
import { displayNameOf } from '../users/display-name';
import { users } from '../users/users.table';
import { documents } from './documents.table';

// The library is the maker's, not a company's: no companyScope. Who may list, change and delete is
// decided by the routes (administrators only); reading goes by `is_public` (downloadDocument).

type Out<T extends z.ZodType> = z.output<T>;
type Row = typeof documents.$inferSelect;
export type DocumentFieldsOut = Out<typeof documentFieldsSchema>;

/** A file received and checked by documents.upload.ts, waiting in DATA_DIR to enter the store. */
export type UploadedFile = { path: string; name: string; size: number; sha256: string; contentType: string };

const selection = { row: documents, uploader_name: displayNameOf(users) };

function toDocument({ row, uploader_name: uploaderName }: { row: Row; uploader_name: string | null }) {
  return {
    id: row.id,
    title_ch: row.title_ch,
    title_en: row.title_en,
    category: row.category,
    version: row.version,
    file_name: row.file_name,
    size: row.size,
    content_type: row.content_type,
    is_public: row.is_public,
    uploader: row.uploader_id !== null && uploaderName !== null ? { id: row.uploader_id, name: uploaderName } : null,
    created_time: row.created_time,
    last_modified_time: row.last_modified_time,
  };
}

function whereOf(query: { category?: DocumentCategory | undefined; q?: string | undefined }): SQL | undefined {
  return and(
    query.category ? eq(documents.category, query.category) : undefined,
    query.q
      ? or(
          ilike(documents.title_ch, likePattern(query.q)),
          ilike(documents.title_en, likePattern(query.q)),
          ilike(documents.file_name, likePattern(query.q)),
        )
      : undefined,
  );
}

/** `GET /api/management/documents`: the whole library, newest first, and the upload limit. */
export async function listDocuments(ctx: Ctx, query: Out<typeof listDocumentsQuerySchema>) {
  const where = whereOf(query);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select(selection)
      .from(documents)
      .leftJoin(users, eq(users.id, documents.uploader_id))
      .where(where)
      .orderBy(desc(documents.id))
      .limit(query.per_page)
      .offset(pageOffset(query)),
    ctx.db.select({ total: count() }).from(documents).where(where),
  ]);
  return { list: rows.map(toDocument), meta: { total: total?.total ?? 0, max_mb: ctx.config.documentMaxMb } };
}

/** `GET /api/web_files`: the public documents, newest first, with their URLs (for apps and the catalogue). */
export async function listPublicDocuments(ctx: PublicCtx, query: Out<typeof listDocumentsQuerySchema>) {
  const where = and(eq(documents.is_public, true), whereOf(query));
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(documents)
      .where(where)
      .orderBy(desc(documents.id))
      .limit(query.per_page)
      .offset(pageOffset(query)),
    ctx.db.select({ total: count() }).from(documents).where(where),
  ]);
  return {
    list: rows.map((row) => ({
      id: row.id,
      title_ch: row.title_ch,
      title_en: row.title_en,
      category: row.category,
      version: row.version,
      file_name: row.file_name,
      size: row.size,
      url: row.url,
      created_time: row.created_time,
    })),
    meta: { total: total?.total ?? 0 },
  };
}

async function findDocument(ctx: Ctx, id: number) {
  const [found] = await ctx.db
    .select(selection)
    .from(documents)
    .leftJoin(users, eq(users.id, documents.uploader_id))
    .where(eq(documents.id, id));
  if (!found) {
    throw notFound();
  }
  return found;
}

/** Whether the library already has a file of this name (names are unique: downloads ask by name). */
export async function isFileNameTaken(db: Db, fileName: string): Promise<boolean> {
  const [row] = await db.select({ id: documents.id }).from(documents).where(eq(documents.file_name, fileName));
  return row !== undefined;
}

const nameTaken = () => new AppError(ErrorCode.CONFLICT, { fields: { file: 'document_file_name_taken' } });

/**
 * `POST /api/management/documents`: moves the checked upload into the file store under
 * `documents/<sha256>/<file name>` (so the URL ends in the real name) and records it.
 */
export async function createDocument(ctx: Ctx, fields: DocumentFieldsOut, file: UploadedFile) {
  if (await isFileNameTaken(ctx.db, file.name)) {
    throw nameTaken();
  }
  const key = `documents/${file.sha256}/${file.name}`;
  const url = await ctx.deps.files.putFile(key, file.path, file.size, file.contentType);
  const now = ctx.now();
  let id: number;
  try {
    const [row] = await ctx.db
      .insert(documents)
      .values({
        ...fields,
        file_name: file.name,
        file_key: key,
        url,
        size: file.size,
        content_type: file.contentType,
        sha256: file.sha256,
        uploader_id: ctx.actor.user_id,
        created_time: now,
        last_modified_time: now,
      })
      .returning({ id: documents.id });
    if (!row) {
      throw new Error('document not stored');
    }
    id = row.id;
  } catch (error) {
    // Nothing half-stored: the file leaves the store again, unless the upload that won a race for
    // this name stored the very same bytes under the same key (then it is that document's file).
    const [owner] = await ctx.db.select({ id: documents.id }).from(documents).where(eq(documents.file_key, key));
    if (!owner) {
      await ctx.deps.files
        .remove(key)
        .catch((removal: unknown) => ctx.log.warn({ err: removal, key }, 'file left in store'));
    }
    // The name is the table's only unique value besides the serial id.
    throw isUniqueViolation(error) ? nameTaken() : error;
  }
  forgetCatalogueDocuments(ctx.db);
  return toDocument(await findDocument(ctx, id));
}

/** `PUT /api/management/documents/{id}`: titles, category, version and whether it is public; the file stays. */
export async function updateDocument(ctx: Ctx, id: number, fields: DocumentFieldsOut) {
  const [row] = await ctx.db
    .update(documents)
    .set({ ...fields, last_modified_time: ctx.now() })
    .where(eq(documents.id, id))
    .returning({ id: documents.id });
  if (!row) {
    throw notFound();
  }
  forgetCatalogueDocuments(ctx.db);
  return toDocument(await findDocument(ctx, id));
}

/** `DELETE /api/management/documents/{id}`: the row, then its file in the store. */
export async function deleteDocument(ctx: Ctx, id: number): Promise<{ id: number }> {
  const [row] = await ctx.db
    .delete(documents)
    .where(eq(documents.id, id))
    .returning({ id: documents.id, file_key: documents.file_key });
  if (!row) {
    throw notFound();
  }
  forgetCatalogueDocuments(ctx.db);
  // The row goes first: a file left behind by a failed removal is only wasted space, while a row
  // whose file is gone would be a dead link on the catalogue.
  await ctx.deps.files
    .remove(row.file_key)
    .catch((error: unknown) => ctx.log.warn({ err: error, key: row.file_key }, 'deleted document file left in store'));
  return { id: row.id };
}

/**
 * `GET /api/management/web_files/download`: where the file of that name is. A public document is
 * anybody's; the others only signed-in users', and a visitor asking for one is told there is none.
 */
export async function downloadDocument(ctx: PublicCtx, actor: Actor | null, fileName: string) {
  const [row] = await ctx.db
    .select({ url: documents.url, file_name: documents.file_name, size: documents.size })
    .from(documents)
    .where(and(eq(documents.file_name, fileName), actor ? undefined : eq(documents.is_public, true)));
  if (!row) {
    throw new AppError(ErrorCode.NOT_FOUND, { fields: { file_name: 'document_not_found' } });
  }
  return row;
}

/** A public document as a catalogue page lists it. */
export type CatalogueDocument = Pick<Row, 'title_ch' | 'title_en' | 'category' | 'version' | 'size' | 'url'>;

/** How many of the newest public documents the catalogue pages list (per page, after their category filter). */
export const CATALOGUE_DOCUMENTS_MAX = 20;
/** How long an instance keeps the list; its own changes drop it at once, other instances' show within this time. */
export const CATALOGUE_CACHE_MS = 30_000;

type CacheEntry = { at: number; documents: Promise<CatalogueDocument[]> };
const catalogueCache = new WeakMap<Db, CacheEntry>();

/**
 * The newest public documents, per category up to CATALOGUE_DOCUMENTS_MAX, for the catalogue
 * pages. Every page view would otherwise be a query, so the list is cached per database for
 * CATALOGUE_CACHE_MS, shared by concurrent views.
 */
export function catalogueDocuments(db: Db, now: () => Date): Promise<CatalogueDocument[]> {
  const cached = catalogueCache.get(db);
  if (cached && now().getTime() - cached.at < CATALOGUE_CACHE_MS) {
    return cached.documents;
  }
  const entry: CacheEntry = { at: now().getTime(), documents: readCatalogueDocuments(db) };
  // A failed read is not kept: the next view asks again.
  entry.documents.catch(() => {
    if (catalogueCache.get(db) === entry) {
      catalogueCache.delete(db);
    }
  });
  catalogueCache.set(db, entry);
  return entry.documents;
}

async function readCatalogueDocuments(db: Db): Promise<CatalogueDocument[]> {
  // The newest N of each category: a page listing some categories then has its newest N whatever
  // the other categories hold.
  const ranked = db
    .select({
      id: documents.id,
      title_ch: documents.title_ch,
      title_en: documents.title_en,
      category: documents.category,
      version: documents.version,
      size: documents.size,
      url: documents.url,
      rank: sql<number>`row_number() OVER (PARTITION BY ${documents.category} ORDER BY ${documents.id} DESC)`.as(
        'rank',
      ),
    })
    .from(documents)
    .where(eq(documents.is_public, true))
    .as('ranked');
  const rows = await db
    .select({
      title_ch: ranked.title_ch,
      title_en: ranked.title_en,
      category: ranked.category,
      version: ranked.version,
      size: ranked.size,
      url: ranked.url,
    })
    .from(ranked)
    .where(lte(ranked.rank, CATALOGUE_DOCUMENTS_MAX))
    .orderBy(desc(ranked.id));
  return rows;
}

function forgetCatalogueDocuments(db: Db): void {
  catalogueCache.delete(db);
}
