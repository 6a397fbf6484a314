import { createLogger, loadConfig, migrate, runMain } from '@dating/server';
import { entities } from './app.module';
import { adminSeedSchema, loadAuthConfig } from './config';
import { migrations } from './migrations';
import { seedAdmin } from './seeds/admin';

runMain('svc-auth', async () => {
  const config = loadAuthConfig();
  const admin = loadConfig(adminSeedSchema);
  const applied = await migrate({
    serverUrl: config.DATABASE_URL,
    database: config.DATABASE_NAME,
    entities,
    migrations,
    seed: (dataSource) => seedAdmin(dataSource, admin),
  });
  createLogger('svc-auth').info({ applied }, 'auth database is up to date');
});
