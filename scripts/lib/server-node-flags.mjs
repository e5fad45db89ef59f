// How Node runs the server's bundle, for `npm start` and for the tests and benchmarks that start it
// the same way.

/**
 * Node's flags for the server. Stack traces name the TypeScript sources. On the embedded database
 * (no DATABASE_URL) the young generation of the heap is kept small: its default size let the
 * process grow by ~35 MB under load with no more requests answered, as the database in the same
 * process is what limits them (bench/findings.md).
 * @param {Record<string, string | undefined>} env the environment the server will run with
 * @returns {string[]}
 */
export function serverNodeFlags(env) {
  return ['--enable-source-maps', ...(env.DATABASE_URL ? [] : ['--max-semi-space-size=2'])];
}
