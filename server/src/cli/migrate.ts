import { withMigratedDatabase } from './migrated-database';

await withMigratedDatabase(async (_db, applied) => {
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'The database is up to date.');
});
