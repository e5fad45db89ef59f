import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DOCUMENT_MAX_MB_DEFAULT, JOIN_TYPE, type JoinType, type RoleType } from '@tm/contracts';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type App, type AppOptions } from '../src/app';
import type { Config } from '../src/config';
import { insertCompany, linkUserToCompany } from '../src/modules/companies/companies.service';
import { startSession } from '../src/modules/users/sessions.service';
import { users } from '../src/modules/users/users.table';
import { shops } from '../src/modules/shops/shops.table';

// What test/global-setup.ts hands to every test file.
declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  export interface ProvidedContext {
    /** A dump of a migrated PGlite that every test file's in-memory database starts from. */
    pgliteTemplate: string | undefined;
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
type Headers = Record<string, string>;

export type TestUser = { id: number; token: string; company_id: number | null };

/** A clock the tests move by hand: token expiry without sleeping. */
export function manualClock(start = new Date()) {
  let now = start.getTime();
  return Object.assign(() => new Date(now), { advance: (ms: number) => (now += ms) });
}

export const basicToken = (token: string) => `Basic ${Buffer.from(`${token}:`).toString('base64')}`;
export const basicCredentials = (name: string, password: string) =>
  `Basic ${Buffer.from(`${name}:${password}`).toString('base64')}`;

function testConfig(databaseUrl: string | undefined, dataDir: string): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl,
    inMemoryDatabase: databaseUrl === undefined,
    inMemoryTemplate: databaseUrl === undefined ? inject('pgliteTemplate') : undefined,
    demoData: false,
    tokenTtlSeconds: 3600,
    logLevel: 'silent',
    webDistDir: undefined,
    trustProxy: false,
    publicUrl: undefined,
    payment: { merchantUrl: undefined, loginUrl: undefined },
    redisUrl: undefined,
    metricsToken: undefined,
    documentMaxMb: DOCUMENT_MAX_MB_DEFAULT,
    checkAnswers: true,
    sms: { provider: 'outbox' },
    wechat: undefined,
    files: { store: 'local' },
  };
}

/** Whether this run is on PostgreSQL (TEST_DATABASE_URL): for tests that need two connections. */
export const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * PostgreSQL runs (TEST_DATABASE_URL) give each test file a database of its own, dropped at the
 * end; otherwise each file gets a fresh in-memory PGlite.
 */
async function createDatabaseFor(baseUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `tm_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    },
  };
}

/** A FormData as the bytes and content type a browser would send. */
export async function multipartBody(form: FormData): Promise<{ payload: Buffer; contentType: string }> {
  const encoded = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type') ?? '',
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The real app on a real, empty database, with helpers to seed and to call it as someone. */
export async function createTestApp(options: Omit<AppOptions, 'database'> & { config?: Partial<Config> } = {}) {
  const baseUrl = process.env.TEST_DATABASE_URL;
  const database = baseUrl ? await createDatabaseFor(baseUrl) : undefined;
  const clock = options.clock ?? (() => new Date());
  // Outbox, uploaded files: a folder of this test file's own.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tm-test-'));
  const config = { ...testConfig(database?.url, dataDir), ...options.config };
  const app: App = await buildApp(config, { ...options, clock });
  await app.ready();
  const db = app.database.db;
  let serial = 0;
  const unique = () => `${Date.now().toString(36)}${(serial += 1)}`;

  const request = (method: Method, url: string, body?: unknown, headers: Headers = {}) =>
    app.inject({
      method,
      url,
      headers: { 'accept-language': 'zh-CN', ...headers },
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    });

  const as = (user: TestUser | null, extraHeaders: Headers = {}) => {
    const headers = { ...(user ? { authorization: basicToken(user.token) } : {}), ...extraHeaders };
    return {
      get: (url: string) => request('GET', url, undefined, headers),
      post: (url: string, body?: unknown) => request('POST', url, body ?? {}, headers),
      put: (url: string, body?: unknown) => request('PUT', url, body ?? {}, headers),
      delete: (url: string) => request('DELETE', url, undefined, headers),
      /** A multipart/form-data POST, encoded as a browser encodes a FormData. */
      upload: async (url: string, form: FormData) => {
        const { payload, contentType } = await multipartBody(form);
        return app.inject({
          method: 'POST',
          url,
          headers: { 'accept-language': 'zh-CN', ...headers, 'content-type': contentType },
          payload,
        });
      },
    };
  };

  const seed = {
    async user(role: RoleType = 'USER', fields: Partial<typeof users.$inferInsert> = {}): Promise<TestUser> {
      const [row] = await db
        .insert(users)
        .values({ role_type: role, username: `u${unique()}`, nickname: 'tester', ...fields })
        .returning();
      if (!row) {
        throw new Error('user not inserted');
      }
      const { token } = await startSession(db, row.id, clock(), 3600);
      return { id: row.id, token, company_id: null };
    },
    admin: (role: 'ADMIN' | 'SUPER_ADMIN' = 'ADMIN') => seed.user(role),
    async company(name = `公司${unique()}`) {
      return insertCompany(db, { name, contact_person: '联系人', phone_number: '13900000000' });
    },
    /** A company with one user of it (company administrator unless said otherwise). */
    async companyWithUser(joinType: JoinType = JOIN_TYPE.ADMIN) {
      const company = await seed.company();
      const user = await seed.user('USER');
      await linkUserToCompany(db, company.id, user.id, joinType);
      return { company, user: { ...user, company_id: company.id } };
    },
    /** A member of a company's staff, not one of its administrators. */
    async staff(companyId: number) {
      const user = await seed.user('USER');
      await linkUserToCompany(db, companyId, user.id, JOIN_TYPE.STAFF);
      return { ...user, company_id: companyId };
    },
    async shop(companyId: number, fields: Partial<typeof shops.$inferInsert> = {}) {
      const [row] = await db
        .insert(shops)
        .values({ company_id: companyId, name: `门店${unique()}`, ...fields })
        .returning();
      if (!row) {
        throw new Error('shop not inserted');
      }
      return row;
    },
  };

  return {
    app,
    db,
    config,
    clock,
    request,
    as,
    anonymous: as(null),
    seed,
    async close() {
      await app.close();
      await database?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
