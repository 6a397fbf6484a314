import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { deployables } from '@dating/contracts';
import { BusIdentity, parseTrustedKeys, signAssertion, verifyAssertion } from '@dating/server';

// infra/identities.sh, how an operator makes the identities compose needs: what it prints is
// what the deployables read, and a call one seals is one the service it calls accepts.

const run = promisify(execFile);
const script = path.resolve(__dirname, '..', 'identities.sh');

it('prints a key per deployable and the public keys that open what each one seals', async () => {
  const { stdout } = await run('bash', [script]);
  const lines = new Map(
    stdout
      .trim()
      .split('\n')
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
  const trusted = parseTrustedKeys(lines.get('TRUSTED_KEYS') ?? '');
  expect([...trusted.keys()].sort()).toEqual([...deployables].sort());

  const now = Date.now();
  const seedOf = (name: string) =>
    lines.get(`${name.toUpperCase().replace('-', '_')}_IDENTITY_KEY`) ?? '';
  const billing = new BusIdentity('svc-billing', seedOf('svc-billing'), trusted);
  for (const name of deployables) {
    expect(seedOf(name)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const body = { purchase_id: 1 };
    const assertion = signAssertion(
      new BusIdentity(name, seedOf(name), trusted),
      { sub: 'billing.order.approve', body, caller: null },
      now,
    );
    expect(
      verifyAssertion(assertion, { sub: 'billing.order.approve', body }, billing, now),
    ).toMatchObject({ iss: name });
  }
});
