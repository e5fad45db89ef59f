// A PostgreSQL database of a benchmark's own, created on the server of `baseUrl` and dropped after.
import pg from 'pg';

async function onServer(baseUrl, statement) {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** @returns {Promise<{ url: string, drop: () => Promise<void> }>} */
export async function scratchDatabase(baseUrl, prefix) {
  const name = `${prefix}_${process.pid}_${Date.now().toString(36)}`;
  await onServer(baseUrl, `CREATE DATABASE ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
