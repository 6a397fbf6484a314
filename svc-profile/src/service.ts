import { z } from 'zod';
import { Subjects } from '@dating/contracts';
import {
  Buckets,
  CLOCK,
  createLogger,
  ExportParts,
  loadConfig,
  MAIL_TEMPLATES,
  Mailer,
  MEMBER_NAMES,
  ObjectStorage,
  serviceEnv,
  storageEnv,
  systemClock,
  uploadSweeperProvider,
  type Clock,
  type ServiceDefinition,
} from '@dating/server';
import { ActivityController } from './activity/activity.controller';
import { ActivityRepository } from './activity/activity.repository';
import { ActivityService } from './activity/activity.service';
import { ActivityNoteController } from './activity/activity-note.controller';
import { BlockEventsHandler } from './blocks/block-events.handler';
import { BlockFactsRepository } from './blocks/block-facts.repository';
import { CardsController } from './cards/cards.controller';
import { CardsRepository } from './cards/cards.repository';
import { CardsService } from './cards/cards.service';
import { SearchCursorKey } from './cards/search-cursor-key';
import { ChoicesController } from './choices/choices.controller';
import { ChoicesService } from './choices/choices.service';
import { ReferenceEntity } from './choices/reference.entity';
import { ReferenceRepository } from './choices/reference.repository';
import { UserChoicesController } from './choices/user-choices.controller';
import { UserChoicesRepository } from './choices/user-choices.repository';
import { UserChoicesService } from './choices/user-choices.service';
import { UserSysRefEntity } from './choices/user-sys-ref.entity';
import { configSchema, PROFILE_CONFIG, type ProfileConfig } from './config';
import { ContactEventsHandler } from './contact/contact-events.handler';
import { ContactFactsRepository } from './contact/contact-facts.repository';
import { profileMailTemplates } from './mail/mail-texts';
import { ProfileExportHandler } from './export/export.handler';
import { ProfileExportRepository } from './export/export.repository';
import { ProfileExportService } from './export/export.service';
import { migrations } from './migrations';
import { PhotoGrants } from './photos/photo-grants';
import { PhotosController } from './photos/photos.controller';
import { PhotosRepository } from './photos/photos.repository';
import { PhotosService } from './photos/photos.service';
import { UserImgEntity } from './photos/user-img.entity';
import { ReviewController } from './review/review.controller';
import { ReviewRepository } from './review/review.repository';
import { ReviewService } from './review/review.service';
import { DateInfoEntity } from './sections/date-info.entity';
import { FavoriteInfoEntity } from './sections/favorite-info.entity';
import { PersonInfoEntity } from './sections/person-info.entity';
import { SectionRowsRepository } from './sections/section-rows.repository';
import { SectionsController } from './sections/sections.controller';
import { SectionsRepository } from './sections/sections.repository';
import { SectionsService } from './sections/sections.service';
import { UserInfoEntity } from './sections/user-info.entity';
import { MenuItemEntity } from './site/menu-item.entity';
import { SettingImgEntity } from './site/setting-img.entity';
import { seedSettingImages } from './site/setting-images';
import { SiteController } from './site/site.controller';
import { SiteRepository } from './site/site.repository';
import { SiteService } from './site/site.service';
import { StatsController } from './stats/stats.controller';
import { StatsRepository } from './stats/stats.repository';
import { StatsService } from './stats/stats.service';
import { ProfileRepository } from './view/profile.repository';
import { ViewController } from './view/view.controller';
import { VerificationController } from './verification/verification.controller';
import { VerificationRepository } from './verification/verification.repository';
import { VerificationService } from './verification/verification.service';
import { ViewService } from './view/view.service';
import { VisibilityController } from './visibility/visibility.controller';
import { VisibilityRepository } from './visibility/visibility.repository';
import { MemberStatusHandler } from './member-status/member-status.handler';
import { MemberStatusRepository } from './member-status/member-status.repository';
import { MemberNamesController } from './member-status/member-names.controller';
import { MemberNamesRepository } from './member-status/member-names.repository';
import { MemberErasureHandler } from './erasure/member-erasure.handler';
import { MemberErasureRepository } from './erasure/member-erasure.repository';
import { MemberErasureService } from './erasure/member-erasure.service';
import { SensitiveConsentController } from './sensitive-consent/sensitive-consent.controller';
import { SensitiveConsentRepository } from './sensitive-consent/sensitive-consent.repository';
import { SensitiveConsentService } from './sensitive-consent/sensitive-consent.service';
import { VisibilityService } from './visibility/visibility.service';

/** What seeding the site images needs: not the service's identity on the bus. */
const seedConfigSchema = z.object({ ...storageEnv, LOG_LEVEL: serviceEnv.LOG_LEVEL });

/** svc-profile, on a given clock (tests move theirs to age uploads). */
export function defineProfileService(clock: Clock = systemClock): ServiceDefinition<ProfileConfig> {
  return {
    name: 'svc-profile',
    healthSubject: Subjects.profile.health,
    configSchema,
    parts: (config) => ({
      controllers: [
        ActivityNoteController,
        SiteController,
        ChoicesController,
        UserChoicesController,
        SectionsController,
        VisibilityController,
        PhotosController,
        ViewController,
        CardsController,
        ReviewController,
        VerificationController,
        MemberNamesController,
        StatsController,
        ActivityController,
        SensitiveConsentController,
      ],
      providers: [
        { provide: PROFILE_CONFIG, useValue: config },
        { provide: ObjectStorage, useValue: new ObjectStorage(config) },
        { provide: CLOCK, useValue: clock },
        { provide: Mailer, useValue: new Mailer(config) },
        { provide: MAIL_TEMPLATES, useValue: profileMailTemplates },
        { provide: MEMBER_NAMES, useExisting: MemberNamesRepository },
        SiteRepository,
        SiteService,
        ReferenceRepository,
        ChoicesService,
        UserChoicesRepository,
        UserChoicesService,
        SectionsRepository,
        SectionRowsRepository,
        SectionsService,
        VisibilityRepository,
        MemberStatusRepository,
        MemberStatusHandler,
        MemberNamesRepository,
        MemberErasureRepository,
        MemberErasureService,
        MemberErasureHandler,
        VisibilityService,
        PhotosRepository,
        PhotosService,
        PhotoGrants,
        ProfileRepository,
        ContactFactsRepository,
        ContactEventsHandler,
        BlockFactsRepository,
        BlockEventsHandler,
        ViewService,
        CardsRepository,
        CardsService,
        SearchCursorKey,
        ReviewRepository,
        ReviewService,
        VerificationRepository,
        VerificationService,
        StatsRepository,
        StatsService,
        ActivityRepository,
        ActivityService,
        SensitiveConsentRepository,
        SensitiveConsentService,
        ExportParts,
        ProfileExportRepository,
        ProfileExportService,
        ProfileExportHandler,
        uploadSweeperProvider(
          Buckets.photos,
          PhotosRepository,
          (rows, fileIds) => rows.bound(fileIds),
          config,
          clock,
        ),
      ],
    }),
    entities: [
      MenuItemEntity,
      SettingImgEntity,
      ReferenceEntity,
      UserSysRefEntity,
      UserInfoEntity,
      PersonInfoEntity,
      FavoriteInfoEntity,
      DateInfoEntity,
      UserImgEntity,
    ],
    migrations,
    seed: async (dataSource, env) => {
      const config = loadConfig(seedConfigSchema, env);
      const storage = new ObjectStorage(config);
      // Each service writes its part of a data export there: whichever starts first makes it.
      await storage.ensureBuckets([Buckets.exports]);
      await seedSettingImages(dataSource, storage, createLogger('svc-profile', config.LOG_LEVEL));
    },
  };
}

export const profileService = defineProfileService();
