import { Subjects } from '@dating/contracts';
import { type ServiceDefinition } from '@dating/server';
import { configSchema, type ProfileConfig } from './config';
import { migrations } from './migrations';
import { MenuItemEntity } from './site/menu-item.entity';
import { SiteController } from './site/site.controller';
import { SiteService } from './site/site.service';

export const profileService: ServiceDefinition<ProfileConfig> = {
  name: 'svc-profile',
  healthSubject: Subjects.profile.health,
  configSchema,
  parts: () => ({ controllers: [SiteController], providers: [SiteService] }),
  entities: [MenuItemEntity],
  migrations,
};
