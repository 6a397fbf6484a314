// Writes nats-server.conf beside this file from the call declarations (composeNatsServerConfig
// in libs/server/src/bus-permissions.ts); infra/test/nats-config.test.ts fails until it is run
// after a change. Run after `npm run build`: node infra/nats/write-config.mjs
import { writeFileSync } from 'node:fs';
import { composeNatsServerConfig } from '@dating/server';

writeFileSync(new URL('nats-server.conf', import.meta.url), composeNatsServerConfig());
