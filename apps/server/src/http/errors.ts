import {
  ERROR_MESSAGES,
  ERROR_STATUS,
  ErrorCode,
  FIELD_MESSAGES,
  isFieldMessageKey,
  type ApiFailure,
  type FieldMessageKey,
  type Lang,
} from '@tm/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { langFromHeader } from './lang';

/**
 * A message key, translated when the answer is written (with its `{n}` when it has one), or a
 * text already in the caller's language.
 */
type FieldValue = FieldMessageKey | { key: FieldMessageKey; n?: number } | { text: string };

/** A field's message in the caller's language. */
export const fieldValueText = (value: FieldValue, lang: Lang): string =>
  typeof value === 'string'
    ? fieldMessage(value, lang)
    : 'text' in value
      ? value.text
      : fieldMessage(value.key, lang, { n: value.n });
type FieldKeys = Record<string, FieldValue>;

/**
 * The one error type services throw. `fields` names the fields at fault with a message key
 * that the error handler translates into the caller's language.
 */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly code: ErrorCode,
    readonly details: { fields?: FieldKeys; retry_after?: number; short?: readonly object[] } = {},
    cause?: unknown,
  ) {
    super(code, cause === undefined ? undefined : { cause });
  }
}

export const notFound = (field?: string): AppError =>
  new AppError(ErrorCode.NOT_FOUND, field ? { fields: { [field]: 'invalid' } } : {});

export const invalidField = (field: string, key: FieldMessageKey): AppError =>
  new AppError(ErrorCode.VALIDATION, { fields: { [field]: key } });

export function fieldMessage(key: string, lang: Lang, params: Record<string, unknown> = {}): string {
  const template = isFieldMessageKey(key) ? FIELD_MESSAGES[key][lang] : key;
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  });
}

function failure(code: ErrorCode, lang: Lang, data: ApiFailure['data'] = null): ApiFailure {
  return { code, msg: ERROR_MESSAGES[code][lang], data };
}

type ZodIssueLike = { keyword: string; instancePath: string; message?: string; params: Record<string, unknown> };

/** A value that was not given at all, as opposed to one of the wrong type. */
function isMissing(issue: ZodIssueLike): boolean {
  if ('input' in issue.params) {
    return issue.params.input === undefined;
  }
  return !issue.message || /received undefined$/.test(issue.message);
}

/** Translates one zod issue into a message key of FIELD_MESSAGES with its parameters. */
function issueMessage(issue: ZodIssueLike, lang: Lang): string {
  // A schema's own message (`z.string({ error: 'title_required' })`) stands for all its issues; a
  // value too long is said as such, not as missing ("请输入标题" for an 81-character title).
  const isRequiredMessage = issue.message?.endsWith('_required') === true;
  if (issue.message && isFieldMessageKey(issue.message) && !(issue.keyword === 'too_big' && isRequiredMessage)) {
    return fieldMessage(issue.message, lang);
  }
  const p = issue.params;
  switch (issue.keyword) {
    case 'invalid_type':
      // Zod leaves the input out of its issues; its message says what it received.
      return fieldMessage(isMissing(issue) ? 'required' : 'invalid', lang);
    case 'too_small':
      if (p.origin === 'string') {
        return Number(p.minimum) <= 1
          ? fieldMessage('required', lang)
          : fieldMessage('too_short', lang, { n: p.minimum });
      }
      return fieldMessage('too_small', lang, { n: p.minimum });
    case 'too_big':
      return fieldMessage(p.origin === 'string' ? 'too_long' : 'too_big', lang, { n: p.maximum });
    case 'unrecognized_keys':
      return fieldMessage('unknown_field', lang);
    default:
      return fieldMessage('invalid', lang);
  }
}

/** The message of an issue of a schema run by hand (not by a route), e.g. on an imported row. */
export function zodIssueText(issue: z.core.$ZodIssue, lang: Lang): string {
  const { code, path, message, ...params } = issue;
  return issueMessage({ keyword: code, instancePath: `/${path.join('/')}`, message, params }, lang);
}

/**
 * A schema run by hand failed (e.g. on an uploaded file): each issue named by its path under
 * `prefix`, as a route's validation names the fields of a body.
 */
export function invalidIssues(issues: readonly z.core.$ZodIssue[], lang: Lang, prefix: string): AppError {
  const fields: FieldKeys = {};
  for (const issue of issues) {
    const name = [prefix, ...issue.path.map(String)].filter(Boolean).join('.') || '_';
    fields[name] ??= { text: zodIssueText(issue, lang) };
  }
  return new AppError(ErrorCode.VALIDATION, { fields });
}

function fieldsOfValidation(issues: ZodIssueLike[], lang: Lang): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const keys = issue.keyword === 'unrecognized_keys' && Array.isArray(issue.params.keys) ? issue.params.keys : [null];
    for (const extra of keys) {
      const segments = issue.instancePath.split('/').filter(Boolean);
      if (typeof extra === 'string') {
        segments.push(extra);
      }
      const name = segments.join('.') || '_';
      fields[name] ??= issueMessage(issue, lang);
    }
  }
  return fields;
}

/** Every refusal carries the request's id, so a user's report can be found in the logs. */
function send(reply: FastifyReply, code: ErrorCode, body: ApiFailure): FastifyReply {
  return reply
    .status(ERROR_STATUS[code])
    .type('application/json; charset=utf-8')
    .send({ ...body, request_id: reply.request.id });
}

/**
 * One error handler for the whole API: known errors keep their code, validation failures name
 * each field, and anything unexpected is logged and answered without its details.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) => {
    const lang = langFromHeader(request.headers['accept-language']);
    if (error instanceof AppError) {
      if (error.cause !== undefined) {
        request.log.warn({ err: error.cause }, `${error.code} caused by`);
      }
      const { fields, ...rest } = error.details;
      const data =
        fields || Object.keys(rest).length > 0
          ? {
              ...rest,
              ...(fields
                ? {
                    fields: Object.fromEntries(
                      Object.entries(fields).map(([k, value]) => [k, fieldValueText(value, lang)]),
                    ),
                  }
                : {}),
            }
          : null;
      const body = failure(error.code, lang, data);
      if (error.code === ErrorCode.RATE_LIMITED && error.details.retry_after) {
        void reply.header('retry-after', String(error.details.retry_after));
        body.msg = fieldMessage('rate_wait', lang, { n: error.details.retry_after });
      }
      return send(reply, error.code, body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = fieldsOfValidation(error.validation, lang);
      return send(reply, ErrorCode.VALIDATION, failure(ErrorCode.VALIDATION, lang, { fields }));
    }
    const status = error.statusCode ?? (isMalformedMultipart(error) ? 400 : 500);
    if (status === 413) {
      return send(reply, ErrorCode.PAYLOAD_TOO_LARGE, failure(ErrorCode.PAYLOAD_TOO_LARGE, lang));
    }
    if (status === 429) {
      return send(reply, ErrorCode.RATE_LIMITED, failure(ErrorCode.RATE_LIMITED, lang));
    }
    if (status >= 400 && status < 500) {
      // Malformed JSON, an unsupported content type, an empty body where one is required.
      request.log.info({ err: error }, 'malformed request');
      return send(reply, ErrorCode.MALFORMED_REQUEST, failure(ErrorCode.MALFORMED_REQUEST, lang));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return send(reply, ErrorCode.UNAVAILABLE, failure(ErrorCode.UNAVAILABLE, lang));
    }
    if (isResponseSerializationError(error)) {
      // The error's message lists every issue of every row: a page of twenty goods with one wrong
      // field made a 30 KB log line. How many, and the first few, say what is wrong.
      const issues = error.cause.issues;
      request.log.error(
        {
          url: error.url,
          issue_count: issues.length,
          issues: issues
            .slice(0, 3)
            .map(({ path, code, message }) => ({ path: path.map(String).join('.'), code, message })),
        },
        'answer does not match its schema',
      );
      return send(reply, ErrorCode.INTERNAL, failure(ErrorCode.INTERNAL, lang));
    }
    request.log.error({ err: error }, 'unexpected error');
    return send(reply, ErrorCode.INTERNAL, failure(ErrorCode.INTERNAL, lang));
  });
}

/** Messages of the multipart parser when a body ends early or has no boundary: the client's fault. */
const MALFORMED_MULTIPART = /^(Unexpected end of multipart data|Multipart: Boundary not found|Malformed part header)$/;

function isMalformedMultipart(error: Error): boolean {
  return MALFORMED_MULTIPART.test(error.message);
}

/**
 * Fastify's refusals before routing (`frameworkErrors`): a malformed address, a path parameter
 * longer than the router takes. Answered with the envelope like every other refusal.
 */
export function sendFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const lang = langFromHeader(request.headers['accept-language']);
  request.log.info({ err: error }, 'address refused');
  // An overlong parameter cannot name anything that exists.
  const code = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? ErrorCode.NOT_FOUND : ErrorCode.MALFORMED_REQUEST;
  void send(reply, code, failure(code, lang));
}

/** The JSON 404 of an unknown /api route (never the HTML app). */
export function sendNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const lang = langFromHeader(request.headers['accept-language']);
  return send(reply, ErrorCode.NOT_FOUND, failure(ErrorCode.NOT_FOUND, lang));
}

/**
 * The database cannot be reached: a socket error, a connection exception (SQLSTATE class 08), or
 * the server shutting down (57P01), resetting every session after a backend crashed (57P02), or
 * still starting or recovering (57P03).
 */
const CONNECTION_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
]);
/**
 * node-postgres gives no code when the server goes away in the middle of a query (its socket
 * ends, as on an immediate stop or a crash) or a connection attempt times out (pg `client.js`,
 * `pg-pool`): only these messages tell.
 */
const CONNECTION_LOST =
  /^(Connection terminated( unexpectedly| due to connection timeout)?|Client has encountered a connection error and is not queryable|timeout exceeded when trying to connect)$/;

function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const code = 'code' in e ? String(e.code) : '';
    if (CONNECTION_ERRORS.has(code) || code.startsWith('08') || CONNECTION_LOST.test(e.message)) {
      return true;
    }
  }
  return false;
}

/** The PostgreSQL error of a unique index, through Drizzle's wrapping. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ('code' in e && e.code === '23505') {
      return constraint === undefined || ('constraint' in e && e.constraint === constraint);
    }
  }
  return false;
}

/** The PostgreSQL error of a foreign key (a row still referenced), through Drizzle's wrapping. */
export function isForeignKeyViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ('code' in e && e.code === '23503') {
      return true;
    }
  }
  return false;
}
