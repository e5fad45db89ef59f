import { JOIN_TYPE } from '@tm/contracts';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { companies } from '../src/modules/companies/companies.table';
import type { ApiRoute } from '../src/app';
import { startSession } from '../src/modules/users/sessions.service';
import { databaseDigest, VOLATILE_TABLES } from './digest';
import { basicToken, type TestApp } from './harness';

/**
 * The bad-input proof (issue #15): every API route, called by every kind of caller with bodies,
 * queries and paths generated from its OpenAPI description but wrong (wrong types, empty, negative,
 * huge, unicode edge cases, SQL and script fragments, unknown keys, wrong content types), must
 * answer with the envelope and a 4xx naming the problem, never a 5xx, and a refused call must leave
 * every stored row as it was. Seeded, so a failure replays.
 */

type OpenApiSchema = { type?: string | string[]; properties?: Record<string, OpenApiSchema> };
type OpenApiParameter = { in: string; name: string };
type OpenApiOperation = {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: OpenApiSchema }> };
};
type OpenApiDocument = { paths: Record<string, Record<string, OpenApiOperation>> };

export type FuzzCaller = { name: string; userId: number | null };

/** Texts that have broken servers: empty, control and direction characters, injections, overflows. */
const NASTY_TEXTS = [
  '',
  ' ',
  '\u0000',
  '\u202e\u0644\u0627',
  '👩‍👩‍👧‍👦',
  '𝕋𝕄',
  "'; DROP TABLE users; --",
  '" OR 1=1 --',
  '<script>alert(1)</script>',
  '../../../etc/passwd',
  '%00%2e%2e%2f',
  '-1',
  '0',
  '1e309',
  'NaN',
  '9'.repeat(40),
  '2026-02-30',
  '1970-01-01T00:00:00Z',
  'null',
  '{"$ne":null}',
  'x'.repeat(10_000),
];

const nastyText = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_TEXTS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
);

/** A megabyte of text: the body limit refuses it before any handler reads it. */
const MEGABYTE = '字'.repeat(350_000);

const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: nastyText },
  { weight: 1, arbitrary: fc.constant(MEGABYTE) },
  {
    weight: 3,
    arbitrary: fc.oneof(
      fc.integer(),
      fc.constantFrom(-1, 0, 2 ** 31, 2 ** 53, -(2 ** 63), 1.5, Number.MAX_VALUE, -0.000001),
      fc.double(),
    ),
  },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(fc.oneof(fc.integer(), nastyText), { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.constant(Array.from({ length: 10_000 }, (_, i) => i)) },
  {
    weight: 1,
    arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(fc.integer(), nastyText), { maxKeys: 3 }),
  },
);

/** A body for a route that takes these properties: some of them, each wrong, maybe with an unknown key. */
function bodyArbitrary(properties: string[]): fc.Arbitrary<unknown> {
  const keyed =
    properties.length === 0
      ? fc.constant({})
      : fc.record(Object.fromEntries(properties.map((name) => [name, nastyValue])), { requiredKeys: [] });
  return fc.oneof(
    {
      weight: 6,
      arbitrary: fc
        .tuple(keyed, fc.option(fc.constantFrom('__proto__', 'constructor', 'extra')))
        .map(([body, extra]) => (extra ? { ...body, [extra]: 1 } : body)),
    },
    {
      weight: 1,
      arbitrary: fc.oneof(nastyText, fc.integer(), fc.constant(null), fc.array(fc.integer(), { maxLength: 3 })),
    },
  );
}

type FuzzCase = {
  path: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
  /** Sent as raw bytes with this content type instead of JSON. */
  raw?: { contentType: string; payload: string };
};

function caseArbitrary(operation: OpenApiOperation): fc.Arbitrary<FuzzCase> {
  const parameters = operation.parameters ?? [];
  const names = (where: string) => parameters.filter((p) => p.in === where).map((p) => p.name);
  const record = (keys: string[]) =>
    keys.length === 0
      ? fc.constant({})
      : fc.record(Object.fromEntries(keys.map((k) => [k, nastyText])), { requiredKeys: [] });
  const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
  return fc
    .record({
      path: fc.record(Object.fromEntries(names('path').map((k) => [k, nastyText]))),
      query: record(names('query')),
      body: bodyArbitrary(Object.keys(bodySchema?.properties ?? {})),
      raw: fc.option(
        fc.constantFrom(
          { contentType: 'application/json', payload: '{"unclosed": ' },
          { contentType: 'application/json', payload: '{"a":1,"a":2}' },
          { contentType: 'text/plain', payload: 'plain text' },
          { contentType: 'application/xml', payload: '<a>1</a>' },
          { contentType: 'multipart/form-data; boundary=x', payload: '--x\r\nbroken' },
        ),
        { freq: 5 },
      ),
    })
    .map((c) => ({ ...c, raw: c.raw ?? undefined }));
}

/** A company using every feature, its administrator, and a system administrator. */
export async function fuzzCallers(t: TestApp): Promise<FuzzCaller[]> {
  const { company, user } = await t.seed.companyWithUser(JOIN_TYPE.ADMIN);
  await t.db
    .update(companies)
    .set({ if_analysis_open: 1, features: ['big_screen', 'stock', 'workorders', 'repair'] })
    .where(eq(companies.id, company.id));
  await t.seed.shop(company.id);
  const admin = await t.seed.admin('SUPER_ADMIN');
  return [
    { name: 'anonymous', userId: null },
    { name: 'company administrator', userId: user.id },
    { name: 'SUPER_ADMIN', userId: admin.id },
  ];
}

export type FuzzFailure = { route: string; caller: string; problem: string; sent: string };

const openApiPath = (url: string) => url.replace(/:([A-Za-z_]+)/g, '{$1}');
/** Routes that answer with an endless event stream. */
const STREAMS = new Set(['GET /api/live']);

function describeCase(c: FuzzCase): string {
  const cut = (text: string) => (text.length > 200 ? `${text.slice(0, 200)}… (${text.length} chars)` : text);
  return cut(JSON.stringify({ path: c.path, query: c.query, body: c.raw ?? c.body }));
}

/** Calls every route of the selection with `runs` generated cases per caller; answers what went wrong. */
export async function runFuzz(
  t: TestApp,
  callers: FuzzCaller[],
  options: { seed: number; runs: number; shard?: { index: number; count: number } },
) {
  const document = t.app.swagger() as unknown as OpenApiDocument;
  const failures: FuzzFailure[] = [];
  const routes = t.app.apiRoutes
    .filter((route) => route.url.startsWith('/api/') && !route.url.startsWith('/api/docs'))
    .filter((route) => !STREAMS.has(`${route.method} ${route.url}`))
    .filter((_, i) => !options.shard || i % options.shard.count === options.shard.index);
  let calls = 0;
  for (const route of routes) {
    const operation = document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()] ?? {};
    const cases = fc.sample(caseArbitrary(operation), { numRuns: options.runs, seed: options.seed });
    const writes = route.method !== 'GET';
    for (const caller of callers) {
      const fail = (problem: string, sent: string) =>
        failures.push({ route: `${route.method} ${route.url}`, caller: caller.name, problem, sent });
      // Stored rows are compared around each refused call; an accepted call may change them.
      let before = writes ? await databaseDigest(t.db, VOLATILE_TABLES) : '';
      for (const fuzzCase of cases) {
        calls += 1;
        const answer = await callOnce(t, route, caller, fuzzCase);
        if (answer.problem) {
          fail(answer.problem, describeCase(fuzzCase));
          break;
        }
        if (!writes) {
          continue;
        }
        const after = await databaseDigest(t.db, VOLATILE_TABLES);
        if (answer.refused && after !== before) {
          fail('refused, but changed stored rows', describeCase(fuzzCase));
          break;
        }
        before = after;
      }
    }
  }
  return { failures, routes: routes.length, calls };
}

/** One call: what is wrong with its answer, if anything, and whether it was refused. */
async function callOnce(
  t: TestApp,
  route: ApiRoute,
  caller: FuzzCaller,
  c: FuzzCase,
): Promise<{ problem: string | null; refused: boolean }> {
  const url =
    route.url.replace(/:([A-Za-z_]+)/g, (_, name: string) => encodeURIComponent(c.path[name] ?? 'x') || 'x') +
    (Object.keys(c.query).length > 0 ? `?${new URLSearchParams(c.query).toString()}` : '');
  const headers: Record<string, string> = { 'accept-language': 'zh-CN' };
  if (caller.userId !== null) {
    const { token } = await startSession(t.db, caller.userId, new Date(), 600);
    headers.authorization = basicToken(token);
  }
  const method = route.method as 'GET' | 'POST' | 'PUT' | 'DELETE';
  const hasBody = method !== 'GET' && method !== 'DELETE';
  const res = c.raw
    ? await t.app.inject({
        method,
        url,
        headers: { ...headers, 'content-type': c.raw.contentType },
        payload: c.raw.payload,
      })
    : await t.app.inject({
        method,
        url,
        headers: hasBody ? { ...headers, 'content-type': 'application/json' } : headers,
        ...(hasBody ? { payload: JSON.stringify(c.body) } : {}),
      });
  const answer = (problem: string | null) => ({ problem, refused: res.statusCode >= 400 });
  if (res.statusCode >= 500) {
    return answer(`answered ${res.statusCode}: ${res.body.slice(0, 160)}`);
  }
  if (res.statusCode < 400) {
    return answer(null);
  }
  let envelope: unknown;
  try {
    envelope = JSON.parse(res.body);
  } catch {
    return answer(`answered ${res.statusCode} without the JSON envelope: ${res.body.slice(0, 120)}`);
  }
  const code = typeof envelope === 'object' && envelope !== null && 'code' in envelope ? envelope.code : undefined;
  if (typeof code !== 'string' || !code.startsWith('ERCO')) {
    return answer(`answered ${res.statusCode} with no error code: ${res.body.slice(0, 120)}`);
  }
  return answer(null);
}
