// `npm run create-admin -- --email admin@example.com --password '…' [--phone 9876543210]`
// Creates the admin account, or promotes the account with that e-mail and sets the given password. Uses the
// same DATA_DIR / DATABASE_URL as the server (run `npm run build` first: the script runs from dist/).
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { emailSchema, passwordSchema, phoneSchema } from '@dhvani/contract/auth';
import { ConfigError, loadConfig } from '../config.js';
import { DataDirInUseError } from '../db/data-dir-lock.js';
import { openDatabase } from '../db/database.js';
import { migrate } from '../db/migrate.js';
import { AdminBootstrapError, ensureAdmin } from '../modules/admin-bootstrap/ensure-admin.js';
import { createPasswordPool } from '../passwords/password-pool.js';

const USAGE = 'Usage: npm run create-admin -- --email <email> --password <password> [--phone <10 digits>]';

const argsSchema = z.object({ email: emailSchema, password: passwordSchema, phone: phoneSchema.optional() });

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      phone: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const args = argsSchema.safeParse(values);
  if (!args.success) {
    for (const issue of args.error.issues) console.error(`--${issue.path.join('.')}: ${issue.message}`);
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const passwords = createPasswordPool({ threads: 1, queue: 1 });
  try {
    await migrate(database);
    const result = await ensureAdmin(
      database.db,
      { email: args.data.email, password: args.data.password, phone: args.data.phone ?? null },
      { now: new Date(), resetPassword: true, hashPassword: passwords.hash },
    );
    console.log(`Admin ${args.data.email}: ${result}.`);
    return 0;
  } finally {
    await passwords.close();
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    if (err instanceof ConfigError || err instanceof AdminBootstrapError || err instanceof DataDirInUseError)
      console.error(err.message);
    else console.error(err);
    process.exit(1);
  },
);
