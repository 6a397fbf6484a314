import { Subjects } from '@dating/contracts';
import { loadConfig, type ServiceDefinition } from '@dating/server';
import { AccountsController } from './accounts/accounts.controller';
import { AccountsService } from './accounts/accounts.service';
import { UserLogin } from './accounts/user-login.entity';
import { UserLoginRepository } from './accounts/user-login.repository';
import { AUTH_CONFIG } from './auth-config';
import { adminSeedSchema, configSchema, type AuthConfig } from './config';
import { migrations } from './migrations';
import { seedAdmin } from './seeds/admin';
import { SessionsController } from './sessions/sessions.controller';
import { SessionsService } from './sessions/sessions.service';
import { SigningKey } from './sessions/signing-key.entity';
import { SigningKeys } from './sessions/signing-keys';

export const authService: ServiceDefinition<AuthConfig> = {
  name: 'svc-auth',
  healthSubject: Subjects.auth.health,
  configSchema,
  parts: (config) => ({
    controllers: [AccountsController, SessionsController],
    providers: [
      { provide: AUTH_CONFIG, useValue: config },
      UserLoginRepository,
      SigningKeys,
      AccountsService,
      SessionsService,
    ],
  }),
  entities: [UserLogin, SigningKey],
  migrations,
  seed: (dataSource, env) => seedAdmin(dataSource, loadConfig(adminSeedSchema, env)),
};
