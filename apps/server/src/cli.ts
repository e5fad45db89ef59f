import { parseArgs } from 'node:util';
import { FIELD_MESSAGES, isFieldMessageKey, roleTypeSchema } from '@tm/contracts';
import { z } from 'zod';
import { ConfigError, loadConfig } from './config';
import { BackupError, createBackup, restoreBackup } from './db/backup';
import { DataDirLockedError, openDatabase } from './db/client';
import { AppError, fieldValueText } from './http/errors';
import { createUser, resetPassword } from './modules/users/users.service';

const HELP = `Operator command line: works on the same DATA_DIR or DATABASE_URL as the server.
(With the embedded database, stop the server first: one process at a time opens a data folder.)

Usage:
  npm run cli -- user:create --username NAME --password PASS --role ADMIN|SUPER_ADMIN|USER [--phone 1XXXXXXXXXX]
  npm run cli -- user:password --username NAME --password PASS
  npm run cli -- backup --out PATH
  npm run cli -- restore --from PATH [--yes]
  npm run cli -- --help

Passwords need at least 8 characters with letters and digits.

backup writes one .tar.gz archive: the database (PostgreSQL: pg_dump, which must be on the PATH;
embedded: its data folder), the local file store (DATA_DIR/files) and a manifest (time, database
kind, migration level, row counts, file count). PATH may be a folder: the archive is then named
by the time. With PostgreSQL it runs beside a working server; with FILE_STORE=s3 the files are not
included (the bucket's own versioning and replication are their backup).

restore replaces the database the configuration names, and the file store, with a backup's, then
checks the row counts against the manifest. The servers must be stopped. It refuses a database
that holds rows unless --yes is given (on a terminal it asks), and a backup newer than this build.
`;

class UsageError extends Error {}

function describe(error: unknown): string {
  if (error instanceof AppError) {
    const fields = Object.entries(error.details.fields ?? {}).map(
      ([field, value]) => `${field}: ${fieldValueText(value, 'en')}`,
    );
    return fields.length > 0 ? fields.join('\n') : error.code;
  }
  if (error instanceof z.ZodError) {
    return error.issues
      .map(
        (issue) =>
          `${issue.path.join('.') || 'input'}: ${isFieldMessageKey(issue.message) ? FIELD_MESSAGES[issue.message].en : issue.message}`,
      )
      .join('\n');
  }
  return error instanceof Error ? error.message : String(error);
}

async function run(argv: string[]): Promise<string> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      username: { type: 'string' },
      password: { type: 'string' },
      role: { type: 'string' },
      phone: { type: 'string' },
      out: { type: 'string' },
      from: { type: 'string' },
      yes: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const command = positionals[0];
  if (values.help || !command) {
    return HELP;
  }
  const say = (line: string) => process.stdout.write(`${line}\n`);
  if (command === 'backup') {
    if (!values.out) {
      throw new UsageError(`--out is required.\n\n${HELP}`);
    }
    return createBackup(loadConfig(), { out: values.out, say });
  }
  if (command === 'restore') {
    if (!values.from) {
      throw new UsageError(`--from is required.\n\n${HELP}`);
    }
    return restoreBackup(loadConfig(), { from: values.from, yes: values.yes ?? false, say });
  }
  if (command !== 'user:create' && command !== 'user:password') {
    throw new UsageError(`Unknown command "${command}".\n\n${HELP}`);
  }
  if (!values.username || !values.password) {
    throw new UsageError(`--username and --password are required.\n\n${HELP}`);
  }

  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    if (command === 'user:create') {
      const role = roleTypeSchema.safeParse(values.role);
      if (!role.success) {
        throw new UsageError('--role must be ADMIN, SUPER_ADMIN or USER.');
      }
      const user = await createUser(database.db, {
        username: values.username,
        password: values.password,
        role_type: role.data,
        ...(values.phone ? { phone_number: values.phone } : {}),
      });
      return `Created ${user.role_type} "${user.username}" (id ${user.id})${user.phone_number ? ` with phone ${user.phone_number}` : ''}.`;
    }
    await resetPassword(database.db, values.username, values.password, new Date());
    return `Password of "${values.username}" changed; its sessions are signed out.`;
  } finally {
    await database.close();
  }
}

run(process.argv.slice(2)).then(
  (message) => {
    process.stdout.write(`${message}\n`);
  },
  (error: unknown) => {
    const known =
      error instanceof UsageError ||
      error instanceof ConfigError ||
      error instanceof DataDirLockedError ||
      error instanceof BackupError;
    process.stderr.write(`${known ? error.message : describe(error)}\n`);
    process.exitCode = 1;
  },
);
