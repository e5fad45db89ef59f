import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/client';
import { seedDemoData } from './db/seed/demo';
import { startPeriodicJobs } from './jobs/periodic-jobs';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config);
  const demoAccounts = config.demoData ? await seedDemoData(app.database.db, app.log) : null;
  const stopJobs = startPeriodicJobs(app.database.db, () => new Date(), app.log);

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'shutting down');
      void stopJobs()
        .then(() => app.close())
        .then(() => process.exit(0));
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
