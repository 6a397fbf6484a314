import { type MigrationInterface, type QueryRunner } from 'typeorm';
import { type JWK } from 'jose';
import { openPrivateKey, sealPrivateKey, signingKeySecret } from '../sessions/signing-key-seal';

/** The secret from the environment, needed only when there are keys to convert. */
function secretFor(keys: number): string {
  const value = process.env['SIGNING_KEY_SECRET']?.trim();
  if (!value)
    throw new Error(
      `SIGNING_KEY_SECRET is not set: it is needed to convert the stored signing keys (${keys})`,
    );
  const parsed = signingKeySecret.safeParse(value);
  if (!parsed.success)
    throw new Error(`SIGNING_KEY_SECRET ${parsed.error.issues[0]?.message ?? 'is invalid'}`);
  return parsed.data;
}

/** Private signing keys move from a plaintext jsonb column to one sealed with AES-256-GCM. */
export class SealSigningKeys1764200000000 implements MigrationInterface {
  name = 'SealSigningKeys1764200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE signing_key ADD COLUMN sealed_private_key text');
    const plain = (await queryRunner.query('SELECT kid, private_jwk FROM signing_key')) as {
      kid: string;
      private_jwk: JWK;
    }[];
    if (plain.length > 0) {
      const secret = secretFor(plain.length);
      for (const { kid, private_jwk } of plain) {
        await queryRunner.query('UPDATE signing_key SET sealed_private_key = $1 WHERE kid = $2', [
          sealPrivateKey(private_jwk, kid, secret),
          kid,
        ]);
      }
    }
    await queryRunner.query('ALTER TABLE signing_key DROP COLUMN private_jwk');
    await queryRunner.query('ALTER TABLE signing_key ALTER COLUMN sealed_private_key SET NOT NULL');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE signing_key ADD COLUMN private_jwk jsonb');
    const sealed = (await queryRunner.query('SELECT kid, sealed_private_key FROM signing_key')) as {
      kid: string;
      sealed_private_key: string;
    }[];
    if (sealed.length > 0) {
      const secret = secretFor(sealed.length);
      for (const { kid, sealed_private_key } of sealed) {
        await queryRunner.query('UPDATE signing_key SET private_jwk = $1 WHERE kid = $2', [
          openPrivateKey(sealed_private_key, kid, secret),
          kid,
        ]);
      }
    }
    await queryRunner.query('ALTER TABLE signing_key DROP COLUMN sealed_private_key');
    await queryRunner.query('ALTER TABLE signing_key ALTER COLUMN private_jwk SET NOT NULL');
  }
}
