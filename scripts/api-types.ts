import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { openDatabase } from '../server/src/db/database';
import { migrate } from '../server/src/db/migrate';
import { createLogger } from '../server/src/logger';
import { apiTypes, SCHEMA_FILE } from '../tests/helpers/api-client/generate';

/**
 * Writes the typed client's schema (tests/helpers/api-client/schema.d.ts) from the OpenAPI document of the
 * app built in this process, on a throwaway embedded database: no server needs to run.
 */
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'mindlane-api-types-'));
try {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const database = await openDatabase({ dataDir: config.dataDir, schema: config.DATABASE_SCHEMA });
  await migrate(database.db);
  const app = await buildApp({ config, database, logger: createLogger(config) });
  await app.ready();
  await fs.writeFile(SCHEMA_FILE, await apiTypes(app.swagger()));
  await app.close();
  await database.close();
} finally {
  await fs.rm(dataDir, { recursive: true, force: true });
}
