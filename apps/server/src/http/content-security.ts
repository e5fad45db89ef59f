import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's security headers on every answer of `app`, its middleware built once: the Fastify plugin
 * builds it again on every request (parsing the policy each time: 3 % of the server's time answering
 * scales' polls).
 */
export function addSecurityHeaders(app: FastifyInstance, options: Readonly<HelmetOptions>): void {
  const setHeaders = helmet(options);
  app.addHook('onRequest', (request, reply, done) =>
    setHeaders(request.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined)),
  );
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
