// How much of a database's files the operating system's page cache holds, read with vmtouch
// (Debian's `vmtouch`) where it is installed and PostgreSQL's data folder is readable. Some
// machines give the cache back within minutes, and a database half out of it measures the disk
// rather than the server (bench/findings.md, "2026-11-29, small hours").
import { execFileSync } from 'node:child_process';

/** The share (%) of `database`'s files in the page cache, or undefined where it cannot be read. */
export async function pageCacheShare(pool, database) {
  try {
    const { rows } = await pool.query(
      `SELECT current_setting('data_directory') AS dir, (SELECT oid FROM pg_database WHERE datname = $1) AS oid`,
      [database],
    );
    const output = execFileSync('vmtouch', [`${rows[0].dir}/base/${rows[0].oid}`], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const share = /Resident Pages:.*\s([\d.]+)%/.exec(output)?.[1];
    return share === undefined ? undefined : Number(share);
  } catch {
    return undefined;
  }
}

/** Reads the share, says it (and warns below 90 %), and adds it to `shares`. */
export async function notePageCache(pool, database, shares) {
  const share = await pageCacheShare(pool, database);
  shares.push(share);
  if (share !== undefined) {
    console.log(`page cache: ${share} % of ${database}'s files`);
  }
  if (share !== undefined && share < 90) {
    console.warn(
      `${database} is partly out of the page cache: the figures measure the disk as well (lock it in memory with vmtouch -dl, bench/findings.md)`,
    );
  }
}

/** The results' note of the shares read while `when` (e.g. "as each round began and after the last"). */
export function pageCacheNote(shares, when) {
  return shares.every((share) => share === undefined)
    ? "The database's share of the operating system's page cache was not read (vmtouch is not installed, or PostgreSQL's data folder is not readable here)."
    : `The operating system's page cache held ${shares.map((share) => `${share ?? '?'} %`).join(', ')} of the database's files ${when} (vmtouch).`;
}
