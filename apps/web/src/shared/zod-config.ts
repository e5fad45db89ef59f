import { config } from 'zod/v4/core';

// The console runs under a Content-Security-Policy without 'unsafe-eval' (docs/security.md). zod
// would probe `new Function` to compile its parsers, which the browser refuses and reports as a
// violation on every page; it parses the same without compiling. This module is imported first, as
// the setting must be made before any schema is built. `zod/v4/core` rather than `zod`: the setting
// alone, without loading zod's schemas on pages that build none (sign-in).
config({ jitless: true });
