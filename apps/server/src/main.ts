// First, before the app allocates: how far the heap may grow between full collections.
import './heap';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/client';
import { seedDemoData } from './db/seed/demo';
import { startPeriodicJobs } from './jobs/periodic-jobs';

/**
 * How long requests under way may run after SIGTERM before their connections are cut, so the
 * database still closes (and PGlite's folder is released) before an orchestrator's SIGKILL
 * (Kubernetes sends it after 30 s).
 */
const SHUTDOWN_GRACE_MS = 20_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config);
  const demoAccounts = config.demoData ? await seedDemoData(app.database.db, app.log) : null;
  const stopJobs = startPeriodicJobs(app.database.db, () => new Date(), app.log);

  let shuttingDown = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      if (shuttingDown) {
        return;
      }
      shuttingDown = true;
      app.log.info({ signal }, 'shutting down');
      // Fastify closes the connections idle when closing starts; one whose answer ends later would
      // stay open for keep-alive (72 s) and hold the close, and the database, until the client
      // leaves. So connections are closed as soon as they fall idle.
      const closeIdle = setInterval(() => app.server.closeIdleConnections(), 100);
      let cut = false;
      const cutOff = setTimeout(() => {
        cut = true;
        app.log.warn({ graceMs: SHUTDOWN_GRACE_MS }, 'requests still running at shutdown are cut off');
        app.server.closeAllConnections();
        setTimeout(() => process.exit(1), 5000).unref();
      }, SHUTDOWN_GRACE_MS);
      void stopJobs()
        .then(() => app.close())
        .then(
          () => (cut ? 1 : 0),
          (error: unknown) => {
            app.log.error({ err: error }, 'shutdown failed');
            return 1;
          },
        )
        .then((code) => {
          clearInterval(closeIdle);
          clearTimeout(cutOff);
          process.exit(code);
        });
    });
  }

  await app.listen({ port: config.port, host: config.host });
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const lines = [
    '',
    `  TM Scale Cloud is running at http://${shownHost}:${config.port}/`,
    `  Database: ${app.database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`,
    `  API documentation: http://${shownHost}:${config.port}/api/docs`,
  ];
  if (demoAccounts && demoAccounts.length > 0) {
    lines.push('  Demo accounts (created now):');
    for (const account of demoAccounts) {
      lines.push(`    ${account.role.padEnd(11)} ${account.username} / ${account.password}`);
    }
  } else if (config.demoData) {
    lines.push('  Demo accounts: admin / admin1234 (system administrator), xianfeng / xianfeng1234 (company)');
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `Failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
  process.exit(1);
});
