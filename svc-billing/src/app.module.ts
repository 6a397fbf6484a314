import { Module, type DynamicModule } from '@nestjs/common';
import { Subjects } from '@dating/contracts';
import { DatabaseModule, healthController } from '@dating/server';
import { type BillingConfig } from './config';

export const entities = [];

@Module({})
export class AppModule {
  static register(config: BillingConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        DatabaseModule.forRoot({
          serverUrl: config.DATABASE_URL,
          database: config.DATABASE_NAME,
          entities,
        }),
      ],
      controllers: [healthController('billing', Subjects.billing.health)],
    };
  }
}
