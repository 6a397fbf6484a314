import { Subjects } from '@dating/contracts';
import { probeHealth } from '@dating/server';
import { loadAuthConfig } from './config';

const healthy = await probeHealth(loadAuthConfig().NATS_URL, Subjects.auth.health);
process.exit(healthy ? 0 : 1);
