import { runMain, startService } from '@dating/server';
import { AppModule } from './app.module';
import { loadAuthConfig } from './config';

runMain('svc-auth', async () => {
  const config = loadAuthConfig();
  await startService({
    name: 'svc-auth',
    module: AppModule.register(config),
    config,
  });
});
