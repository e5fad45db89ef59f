import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's security headers on every answer of `app`. They are the same for every request (the
 * policy has no per-request nonce), so helmet runs once, here, and each request gets its headers
 * set from that record: running helmet per request (it writes the policy's text anew each time)
 * was 3 % of the time a small JSON answer takes.
 */
export function addSecurityHeaders(app: FastifyInstance, options: Readonly<HelmetOptions>): void {
  const headers = headersSetBy(helmet(options));
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) {
      reply.raw.setHeader(name, value);
    }
    done();
  });
}

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

/** The headers a middleware sets on a response (one it would answer the same for any request). */
function headersSetBy(middleware: Middleware): [name: string, value: string | string[]][] {
  const headers = new Map<string, string | string[]>();
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers.set(name, typeof value === 'object' ? value.slice() : String(value));
      return response;
    },
    removeHeader: (name: string) => headers.delete(name),
  };
  let failure: Error | undefined;
  middleware({ headers: {} } as IncomingMessage, response as unknown as ServerResponse, (error) => {
    if (error) {
      failure = error instanceof Error ? error : new Error('the security headers could not be set');
    }
  });
  if (failure) {
    throw failure;
  }
  return [...headers];
}

// A <script> without a src attribute, and its text up to the first `</script`.
const INLINE_SCRIPT = /<script\b(?![^>]*\ssrc\s*=)[^>]*>([\s\S]*?)<\/script/gi;

/**
 * The CSP source (`'sha256-…'`) of each inline script of an HTML page, as the browser hashes it:
 * the element's text after the parser turned CR LF and lone CR into LF (HTML §13.2.3.5).
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = [...html.matchAll(INLINE_SCRIPT)].map(([, code = '']) => {
    const digest = createHash('sha256').update(code.replace(/\r\n?/g, '\n'), 'utf8').digest('base64');
    return `'sha256-${digest}'`;
  });
  return [...new Set(hashes)];
}

/**
 * Adds script sources (the hashes of the page's inline scripts) to the script-src of the policy
 * already set on the answer. Without a policy, or one without script-src, nothing changes.
 */
export function allowInlineScripts(reply: FastifyReply, sources: readonly string[]): void {
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy !== 'string' || sources.length === 0) {
    return;
  }
  const directives = policy.split(';').map((directive) => {
    const trimmed = directive.trim();
    return trimmed.startsWith('script-src ') ? `${trimmed} ${sources.join(' ')}` : trimmed;
  });
  void reply.header('content-security-policy', directives.join(';'));
}
