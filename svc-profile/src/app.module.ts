import { Module, type DynamicModule } from '@nestjs/common';
import { Subjects } from '@dating/contracts';
import { DatabaseModule, healthController } from '@dating/server';
import { type ProfileConfig } from './config';
import { MenuItemEntity } from './site/menu-item.entity';
import { SiteController } from './site/site.controller';
import { SiteService } from './site/site.service';

export const entities = [MenuItemEntity];

@Module({})
export class AppModule {
  static register(config: ProfileConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        DatabaseModule.forRoot({
          serverUrl: config.DATABASE_URL,
          database: config.DATABASE_NAME,
          entities,
        }),
      ],
      controllers: [SiteController, healthController('profile', Subjects.profile.health)],
      providers: [SiteService],
    };
  }
}
