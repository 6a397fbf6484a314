import { Subjects } from '@dating/contracts';
import {
  Buckets,
  CLOCK,
  ExportParts,
  MAIL_TEMPLATES,
  Mailer,
  MemberStatuses,
  ObjectStorage,
  ensureBucketsFrom,
  type ServiceDefinition,
  systemClock,
} from '@dating/server';
import { BlockController } from './block/block.controller';
import { BlockRepository } from './block/block.repository';
import { BlockService } from './block/block.service';
import { configSchema, INTEREST_CONFIG, type InterestConfig } from './config';
import { ConversationController } from './conversation/conversation.controller';
import {
  ConversationEntity,
  ConversationMemberEntity,
  ConversationMessageEntity,
} from './conversation/conversation.entity';
import { ConversationRepository } from './conversation/conversation.repository';
import { ConversationService } from './conversation/conversation.service';
import { ErasedMembersRepository } from './erasure/erased-members.repository';
import { ErasureHandler } from './erasure/erasure.handler';
import { ErasureRepository } from './erasure/erasure.repository';
import { ErasureService } from './erasure/erasure.service';
import { ExportHandler } from './export/export.handler';
import { ExportRepository } from './export/export.repository';
import { ExportService } from './export/export.service';
import { InterestController } from './interest/interest.controller';
import { InterestEntity } from './interest/interest.entity';
import { InterestRepository } from './interest/interest.repository';
import { InterestService } from './interest/interest.service';
import { ResponseEvents } from './interest/response-events';
import { DigestJob } from './mail/digest-job';
import { DigestRepository } from './mail/digest.repository';
import { digestMail, matchMail, warningMail } from './mail/mail-texts';
import { MembersClient } from './members/members.client';
import { migrations } from './migrations';
import { MemberStatusHandler } from './member-status/member-status.handler';
import { MembershipHandler } from './membership/membership.handler';
import { MembershipRepository } from './membership/membership.repository';
import { NotificationController } from './notification/notification.controller';
import { NotificationHandler } from './notification/notification.handler';
import { NotificationRepository } from './notification/notification.repository';
import { NotificationService } from './notification/notification.service';
import { ReportController } from './report/report.controller';
import { ReportEntity } from './report/report.entity';
import { ReportRepository } from './report/report.repository';
import { ReportService } from './report/report.service';
import { ReporterStandings } from './report/reporter-standings';

export const interestService: ServiceDefinition<InterestConfig> = {
  name: 'svc-interest',
  healthSubject: Subjects.interest.health,
  configSchema,
  parts: (config) => ({
    controllers: [
      InterestController,
      BlockController,
      ReportController,
      ConversationController,
      NotificationController,
    ],
    providers: [
      { provide: INTEREST_CONFIG, useValue: config },
      { provide: CLOCK, useValue: systemClock },
      { provide: Mailer, useValue: new Mailer(config) },
      { provide: ObjectStorage, useValue: new ObjectStorage(config) },
      { provide: MAIL_TEMPLATES, useValue: [matchMail, digestMail, warningMail] },
      InterestRepository,
      BlockRepository,
      ReportRepository,
      MembersClient,
      InterestService,
      ResponseEvents,
      BlockService,
      ReportService,
      ReporterStandings,
      MemberStatusHandler,
      MemberStatuses,
      ConversationRepository,
      MembershipRepository,
      MembershipHandler,
      ConversationService,
      NotificationRepository,
      NotificationService,
      NotificationHandler,
      DigestRepository,
      DigestJob,
      ErasedMembersRepository,
      ErasureRepository,
      ErasureService,
      ErasureHandler,
      ExportParts,
      ExportRepository,
      ExportService,
      ExportHandler,
    ],
  }),
  entities: [
    InterestEntity,
    ReportEntity,
    ConversationEntity,
    ConversationMessageEntity,
    ConversationMemberEntity,
  ],
  migrations,
  /** Its part of a member's data export goes into the exports bucket, whoever starts first. */
  seed: (_dataSource, env) => ensureBucketsFrom(env, [Buckets.exports]),
};
