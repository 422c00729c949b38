// Gives the admin role to an existing account: npm run admin:create -- --email person@example.com
// The operator vouches for the account, so its address is marked verified too.
import { parseArgs } from 'node:util';
import { createUsersRepository } from '../plugins/app/users/users-repository';
import { withMigratedDatabase } from './migrated-database';

const { values } = parseArgs({ options: { email: { type: 'string' } } });
const email = values.email?.trim().toLowerCase();
if (!email) {
  console.error('Usage: npm run admin:create -- --email person@example.com');
  process.exit(2);
}

await withMigratedDatabase(async (db) => {
  const users = createUsersRepository(db);
  const user = await users.findByEmail(email);
  if (!user) {
    console.error(`No account with the e-mail ${email}. Register it first, then run this again.`);
    process.exitCode = 1;
  } else {
    await users.makeAdmin(user.id, new Date());
    console.log(`${user.email} is now an admin.`);
  }
});
