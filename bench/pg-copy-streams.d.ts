// The part of pg-copy-streams the benchmarks use (the package ships no types).
declare module 'pg-copy-streams' {
  import type { Writable } from 'node:stream';
  import type { Submittable } from 'pg';

  /** `COPY … FROM STDIN` as a stream to write the rows into; pass it to `client.query`. */
  export function from(text: string): Writable & Submittable;
}
