import { createLogger, runMain } from '@dating/server';
import { loadGatewayConfig } from './config';
import { createGateway } from './gateway';

runMain('gateway', async () => {
  const config = loadGatewayConfig();
  const app = await createGateway(config);
  await app.listen(config.GATEWAY_PORT, config.GATEWAY_HOST);
  createLogger('gateway', config.LOG_LEVEL).info({ port: config.GATEWAY_PORT }, 'listening');
});
