import { type z } from 'zod';
import { Role, type LegalDocument } from '@dating/contracts';
import { createLogger, Outbox, OutboxRepository } from '@dating/server';
import { type DataSource } from 'typeorm';
import { hashPassword, verifyPassword } from '../accounts/password';
import { type UserLogin } from '../accounts/user-login.entity';
import { UserLoginRepository } from '../accounts/user-login.repository';
import { type adminSeedSchema } from '../config';
import { LegalConsents } from '../consent/legal-consents.repository';
import { openTotpSecret, sealTotpSecret } from '../second-factor/totp-seal';
import { SessionNotices } from '../sessions/session-notices';

export type AdminSeed = z.infer<typeof adminSeedSchema>;

/**
 * The admin account: created on first start; its password follows ADMIN_PASSWORD when that is
 * set, so an operator changes it by changing the environment. A changed password ends the
 * admin's sessions, and the gateways are told. Its second factor follows ADMIN_TOTP_SECRET the
 * same way (kept sealed, see second-factor/totp-seal.ts). A new admin account accepts the current
 * Terms and Privacy Policy by the seed; later versions are asked at login, as of any member.
 */
export async function seedAdmin(
  dataSource: DataSource,
  seed: AdminSeed,
  documents: readonly LegalDocument[],
): Promise<void> {
  const logger = createLogger('svc-auth');
  const users = new UserLoginRepository(dataSource);
  const existing = await users.findByUsername(seed.ADMIN_USERNAME);
  if (!seed.ADMIN_PASSWORD) {
    if (!existing) throw new Error('ADMIN_PASSWORD must be set to create the admin account');
    await keepTotpSecret(users, existing, seed);
    return;
  }
  if (!existing) {
    const result = await users.insert({
      email: seed.ADMIN_EMAIL,
      username: seed.ADMIN_USERNAME,
      passwordHash: await hashPassword(seed.ADMIN_PASSWORD),
      role: Role.Admin,
      activeFlag: 'Y',
      createUser: 'seed',
      createProcess: 'seed-admin',
      emailConfirmedAt: new Date(),
    });
    if ('duplicate' in result)
      throw new Error(`The admin's ${result.duplicate} belongs to another account`);
    await new LegalConsents(dataSource).record(result.created.userId, documents, new Date());
    await keepTotpSecret(users, result.created, seed);
    logger.info({ username: seed.ADMIN_USERNAME }, 'admin account created');
    return;
  }
  await keepTotpSecret(users, existing, seed);
  if (!(await verifyPassword(existing.passwordHash, seed.ADMIN_PASSWORD))) {
    const at = new Date();
    const passwordHash = await hashPassword(seed.ADMIN_PASSWORD);
    // The migrate job runs no relay: the service's relay sends the notice at its next poll.
    const outbox = new Outbox(dataSource, new OutboxRepository(dataSource));
    await outbox.transaction(async (manager) => {
      await users.setPassword(manager, existing.userId, passwordHash, {
        by: 'seed',
        process: 'seed-admin',
        at,
      });
      await new SessionNotices(outbox).revoked(manager, existing.userId, at);
    });
    logger.info({ username: seed.ADMIN_USERNAME }, 'admin password changed from ADMIN_PASSWORD');
  }
}

/** Seals ADMIN_TOTP_SECRET into the admin's row unless the row already holds that secret. */
async function keepTotpSecret(
  users: UserLoginRepository,
  admin: UserLogin,
  seed: AdminSeed,
): Promise<void> {
  const secret = seed.ADMIN_TOTP_SECRET;
  const key = seed.SIGNING_KEY_SECRET;
  if (!secret || !key || admin.role !== Role.Admin) return;
  const kept = admin.totpSecretSealed && openTotpSecret(admin.totpSecretSealed, admin.userId, key);
  if (kept === secret) return;
  await users.setTotpSecret(admin.userId, sealTotpSecret(secret, admin.userId, key));
  createLogger('svc-auth').info(
    { username: admin.username },
    kept ? 'admin TOTP secret changed from ADMIN_TOTP_SECRET' : 'admin TOTP secret kept',
  );
}
