// The console runs under a Content-Security-Policy without 'unsafe-eval' (docs/security.md). zod
// would probe `new Function` to compile its parsers, which the browser refuses and reports as a
// violation on every page; it parses the same without compiling. This module is imported first, as
// the setting must be made before any schema is built. zod keeps its settings on
// `globalThis.__zod_globalConfig` (shared by every copy of zod a page loads) and takes the object
// found there: setting it here, rather than calling zod's `config()`, keeps zod's code (3 KB of
// gzip) out of the pages that build no schema, sign-in first of all.
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

globalThis.__zod_globalConfig ??= {};
globalThis.__zod_globalConfig.jitless = true;

export {};
