import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { deployables } from '@dating/contracts';
import {
  parseTrustedKeys,
  privateKeyFromSeed,
  signAssertion,
  verifyAssertion,
} from '@dating/server';

// infra/identities.sh, how an operator makes the signing keys compose needs: what it prints is
// what the deployables read, and a call one signs is one the services accept.

const run = promisify(execFile);
const script = path.resolve(__dirname, '..', 'identities.sh');

it('prints a key per deployable and the public keys that verify what each one signs', async () => {
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
  for (const name of deployables) {
    const seed = lines.get(`${name.toUpperCase().replace('-', '_')}_IDENTITY_KEY`) ?? '';
    expect(seed).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const body = { purchase_id: 1 };
    const assertion = signAssertion(
      privateKeyFromSeed(seed),
      { iss: name, sub: 'billing.order.approve', body, caller: null },
      now,
    );
    expect(
      verifyAssertion(assertion, { sub: 'billing.order.approve', body }, trusted, now),
    ).toMatchObject({
      iss: name,
    });
  }
});
