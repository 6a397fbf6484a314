import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findExecutable, natsInstallHint } from './nats';

describe('findExecutable', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'path-'));
    fs.mkdirSync(path.join(dir, 'a'));
    fs.mkdirSync(path.join(dir, 'b'));
    fs.mkdirSync(path.join(dir, 'sbin'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  function file(relative: string, mode: number) {
    fs.writeFileSync(path.join(dir, relative), '#!/bin/sh\n', { mode });
  }

  it('finds the first executable on the PATH', () => {
    file('a/nats-server', 0o644);
    file('b/nats-server', 0o755);
    const pathVariable = [path.join(dir, 'a'), path.join(dir, 'b')].join(path.delimiter);
    expect(findExecutable('nats-server', pathVariable, [])).toBe(
      path.join(dir, 'b', 'nats-server'),
    );
  });

  it('also looks in the sbin folders a user PATH may lack', () => {
    file('sbin/nats-server', 0o755);
    expect(findExecutable('nats-server', path.join(dir, 'a'), [path.join(dir, 'sbin')])).toBe(
      path.join(dir, 'sbin', 'nats-server'),
    );
  });

  it('answers undefined when there is none', () => {
    expect(findExecutable('nats-server', undefined, [path.join(dir, 'a')])).toBeUndefined();
  });

  it('tells how to install one', () => {
    expect(natsInstallHint).toContain('apt-get install nats-server');
    expect(natsInstallHint).toContain('NATS_URL');
  });
});
