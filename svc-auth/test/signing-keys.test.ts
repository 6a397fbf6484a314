import { randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import { tokenAlgorithm } from '@dating/contracts';
import { migrate } from '@dating/server';
import {
  createTestDatabase,
  startReplica,
  startServiceUnderTest,
  type ServiceUnderTest,
  type TestDatabase,
} from '@dating/testing';
import { type AuthConfig } from '../src/config';
import { migrations } from '../src/migrations';
import { SealSigningKeys1764200000000 } from '../src/migrations/1764200000000-seal-signing-keys';
import { authService } from '../src/service';
import { openPrivateKey } from '../src/sessions/signing-key-seal';

interface StoredKey {
  kid: string;
  sealed_private_key: string;
  public_jwk: JWK;
}

let auth: ServiceUnderTest<AuthConfig>;

beforeAll(async () => {
  auth = await startServiceUnderTest(authService, { env: { ADMIN_PASSWORD: 'admin-password' } });
});

afterAll(() => auth?.stop());

describe("svc-auth's signing key at rest", () => {
  it('is stored sealed: no column holds the private key in plaintext', async () => {
    const rows = await auth.database.query<StoredKey>('SELECT * FROM signing_key');
    expect(rows).toHaveLength(1);
    const [stored] = rows as [StoredKey];
    const privateJwk = openPrivateKey(
      stored.sealed_private_key,
      stored.kid,
      auth.config.SIGNING_KEY_SECRET,
    );
    expect(privateJwk).toMatchObject({ kty: 'OKP', x: stored.public_jwk.x });
    expect(typeof privateJwk.d).toBe('string');
    expect(JSON.stringify(stored)).not.toContain(privateJwk.d);
    expect(stored.public_jwk).not.toHaveProperty('d');
  });

  it('refuses to start with a secret that does not open it', async () => {
    const otherSecret = randomBytes(32).toString('base64url');
    await expect(
      startReplica(authService, { config: { ...auth.config, SIGNING_KEY_SECRET: otherSecret } }),
    ).rejects.toThrow('SIGNING_KEY_SECRET does not open the private half of signing key');
  });
});

describe('the migration that seals stored keys', () => {
  let database: TestDatabase;
  const secretBefore = process.env['SIGNING_KEY_SECRET'];

  const migrateTo = (count: number) =>
    migrate({
      serverUrl: database.serviceUrl,
      database: database.name,
      entities: authService.entities,
      migrations: migrations.slice(0, count),
    });

  async function plaintextKey(kid: string): Promise<JWK> {
    const pair = await generateKeyPair(tokenAlgorithm, { extractable: true });
    const privateJwk = await exportJWK(pair.privateKey);
    await database.query(
      'INSERT INTO signing_key (kid, private_jwk, public_jwk) VALUES ($1, $2, $3)',
      [kid, privateJwk, await exportJWK(pair.publicKey)],
    );
    return privateJwk;
  }

  beforeEach(async () => {
    database = await createTestDatabase(auth.infra.databaseUrl, 'svc-auth-seal');
    await migrateTo(migrations.indexOf(SealSigningKeys1764200000000));
  });

  afterEach(async () => {
    if (secretBefore === undefined) delete process.env['SIGNING_KEY_SECRET'];
    else process.env['SIGNING_KEY_SECRET'] = secretBefore;
    await database?.drop();
  });

  it('seals the keys stored in plaintext with SIGNING_KEY_SECRET and drops the plaintext', async () => {
    const privateJwk = await plaintextKey('kid-old');
    const secret = randomBytes(32).toString('base64url');
    process.env['SIGNING_KEY_SECRET'] = secret;
    await migrateTo(migrations.length);

    const [stored] = await database.query<{ kid: string; sealed_private_key: string }>(
      'SELECT kid, sealed_private_key FROM signing_key',
    );
    expect(stored && openPrivateKey(stored.sealed_private_key, stored.kid, secret)).toEqual(
      privateJwk,
    );
    const columns = await database.query<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns WHERE table_name = 'signing_key'
       ORDER BY column_name`,
    );
    expect(columns.map((column) => column.column_name)).toEqual([
      'created_at',
      'kid',
      'public_jwk',
      'sealed_private_key',
    ]);
  });

  it('stops with a clear message when there are keys to seal and no secret', async () => {
    await plaintextKey('kid-old');
    delete process.env['SIGNING_KEY_SECRET'];
    await expect(migrateTo(migrations.length)).rejects.toThrow(
      'SIGNING_KEY_SECRET is not set: it is needed to convert the stored signing keys (1)',
    );
    const [left] = await database.query<{ private_jwk: JWK | null }>(
      'SELECT private_jwk FROM signing_key',
    );
    expect(left?.private_jwk).toHaveProperty('d');
  });
});
