import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { deployables } from '@dating/contracts';
import { composeNatsServerConfig, natsPasswordVariable } from '@dating/server';
import { findExecutable, natsInstallHint } from '../launcher/src/nats';

// infra/nats/nats-server.conf is generated (node infra/nats/write-config.mjs): it must be what
// the call declarations give today, and a config nats-server accepts.

const configFile = path.resolve(__dirname, '..', 'nats', 'nats-server.conf');

describe("compose's nats-server.conf", () => {
  it('is what the call declarations give (run node infra/nats/write-config.mjs if not)', () => {
    expect(fs.readFileSync(configFile, 'utf8')).toBe(composeNatsServerConfig());
  });

  it('is accepted by nats-server, with each password from the environment', () => {
    const binary = findExecutable('nats-server', process.env['PATH']);
    if (binary === undefined) throw new Error(natsInstallHint);
    const passwords = Object.fromEntries(
      deployables.map((deployable) => [natsPasswordVariable(deployable), `pw4${deployable}`]),
    );
    const check = spawnSync(binary, ['-c', configFile, '-t'], {
      env: { PATH: process.env['PATH'], ...passwords },
      encoding: 'utf8',
    });
    expect(check.stderr).toContain('is valid');
    expect(check.status).toBe(0);
  });
});
