import { loadConfig, ConfigError } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { createAuth, migrateAuthTables } from './auth';
import type { Mailer } from './mailer';
import { isPlan, setUserPlan, UnknownUserError } from './plan';
import { resolveAuthSecret } from './secret';

// `npm run admin -- set-plan <email> pro|free`: account administration from the shell,
// against the same database the server uses (DATA_DIR / DATABASE_URL).

const usage = 'usage: npm run admin -- set-plan <email> pro|free';

/** The CLI sends no mail; if something tried, that would be a bug worth seeing. */
const noMail: Mailer = {
  send: async () => {
    throw new Error('The admin CLI does not send mail');
  },
  sendInBackground: () => {
    throw new Error('The admin CLI does not send mail');
  },
  flush: async () => {},
};

const quiet = { debug() {}, info() {}, warn() {}, error: (obj: object, msg: string) => console.error(msg, obj) };

async function main(args: string[]): Promise<number> {
  const [command, email, plan] = args;
  if (command !== 'set-plan' || !email || !isPlan(plan) || args.length !== 3) {
    console.error(usage);
    return 2;
  }
  const config = loadConfig();
  const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, sqliteBusyTimeoutMs: config.sqliteBusyTimeoutMs });
  try {
    const auth = createAuth({
      config: { ...config, logLevel: 'silent' },
      database,
      mailer: noMail,
      secret: resolveAuthSecret({ secret: config.auth.secret, dataDir: config.dataDir }),
      log: quiet,
    });
    await migrateToLatest(database, [() => migrateAuthTables(auth)]);
    const user = await setUserPlan({ auth, email, plan });
    console.log(`${user.email} is now on the ${user.plan} plan.`);
    return 0;
  } catch (err) {
    if (err instanceof UnknownUserError) {
      console.error(err.message);
      return 1;
    }
    throw err;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err) => {
    console.error(err instanceof ConfigError ? err.message : err);
    process.exit(1);
  },
);
