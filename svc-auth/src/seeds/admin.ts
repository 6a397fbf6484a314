import { type z } from 'zod';
import { Role } from '@dating/contracts';
import { createLogger } from '@dating/server';
import { type DataSource } from 'typeorm';
import { hashPassword, verifyPassword } from '../accounts/password';
import { UserLoginRepository } from '../accounts/user-login.repository';
import { type adminSeedSchema } from '../config';

export type AdminSeed = z.infer<typeof adminSeedSchema>;

/**
 * The admin account: created on first start; its password follows ADMIN_PASSWORD when that is
 * set, so an operator changes it by changing the environment. A changed password ends the
 * admin's sessions (`endedSessions` tells the gateways).
 */
export async function seedAdmin(
  dataSource: DataSource,
  seed: AdminSeed,
  endedSessions: (userId: number, validAfter: Date) => Promise<void>,
): Promise<void> {
  const logger = createLogger('svc-auth');
  const users = new UserLoginRepository(dataSource);
  const existing = await users.findByUsername(seed.ADMIN_USERNAME);
  if (!seed.ADMIN_PASSWORD) {
    if (existing) return;
    throw new Error('ADMIN_PASSWORD must be set to create the admin account');
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
    logger.info({ username: seed.ADMIN_USERNAME }, 'admin account created');
    return;
  }
  if (!(await verifyPassword(existing.passwordHash, seed.ADMIN_PASSWORD))) {
    const at = new Date();
    await users.setPassword(existing.userId, await hashPassword(seed.ADMIN_PASSWORD), {
      by: 'seed',
      process: 'seed-admin',
      at,
    });
    await endedSessions(existing.userId, at);
    logger.info({ username: seed.ADMIN_USERNAME }, 'admin password changed from ADMIN_PASSWORD');
  }
}
