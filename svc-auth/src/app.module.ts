import { Module, type DynamicModule } from '@nestjs/common';
import { Subjects } from '@dating/contracts';
import { DatabaseModule, healthController } from '@dating/server';
import { AccountsController } from './accounts/accounts.controller';
import { AccountsService } from './accounts/accounts.service';
import { UserLogin } from './accounts/user-login.entity';
import { UserLoginRepository } from './accounts/user-login.repository';
import { AUTH_CONFIG } from './auth-config';
import { type AuthConfig } from './config';
import { SessionsController } from './sessions/sessions.controller';
import { SessionsService } from './sessions/sessions.service';
import { SigningKey } from './sessions/signing-key.entity';
import { SigningKeys } from './sessions/signing-keys';

export const entities = [UserLogin, SigningKey];

@Module({})
export class AppModule {
  static register(config: AuthConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        DatabaseModule.forRoot({
          serverUrl: config.DATABASE_URL,
          database: config.DATABASE_NAME,
          entities,
        }),
      ],
      controllers: [
        AccountsController,
        SessionsController,
        healthController('auth', Subjects.auth.health),
      ],
      providers: [
        { provide: AUTH_CONFIG, useValue: config },
        UserLoginRepository,
        SigningKeys,
        AccountsService,
        SessionsService,
      ],
    };
  }
}
