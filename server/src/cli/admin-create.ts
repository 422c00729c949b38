// Gives the admin role to an existing account: npm run admin:create -- --email person@example.com
// The operator vouches for the account, so its address is marked verified too.
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import { createUsersRepository } from '../plugins/app/users/users-repository';

const { values } = parseArgs({ options: { email: { type: 'string' } } });
const email = values.email?.trim().toLowerCase();
if (!email) {
  console.error('Usage: npm run admin:create -- --email person@example.com');
  process.exit(2);
}

const config = loadConfig();
try {
  const database = await openDatabase({
    url: config.DATABASE_URL,
    schema: config.DATABASE_SCHEMA,
    dataDir: config.dataDir,
  });
  try {
    await migrate(database.db);
    const users = createUsersRepository(database.db);
    const user = await users.findByEmail(email);
    if (!user) {
      console.error(`No account with the e-mail ${email}. Register it first, then run this again.`);
      process.exitCode = 1;
    } else {
      await users.makeAdmin(user.id, new Date());
      console.log(`${user.email} is now an admin.`);
    }
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
