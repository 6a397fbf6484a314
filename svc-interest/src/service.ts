import { Subjects } from '@dating/contracts';
import { MemberStatuses, type ServiceDefinition } from '@dating/server';
import { BlockController } from './block/block.controller';
import { BlockRepository } from './block/block.repository';
import { BlockService } from './block/block.service';
import { configSchema, type InterestConfig } from './config';
import { InterestController } from './interest/interest.controller';
import { InterestEntity } from './interest/interest.entity';
import { InterestRepository } from './interest/interest.repository';
import { InterestService } from './interest/interest.service';
import { MembersClient } from './members/members.client';
import { migrations } from './migrations';
import { MemberStatusHandler } from './member-status/member-status.handler';
import { ReportController } from './report/report.controller';
import { ReportEntity } from './report/report.entity';
import { ReportRepository } from './report/report.repository';
import { ReportService } from './report/report.service';

export const interestService: ServiceDefinition<InterestConfig> = {
  name: 'svc-interest',
  healthSubject: Subjects.interest.health,
  configSchema,
  parts: () => ({
    controllers: [InterestController, BlockController, ReportController],
    providers: [
      InterestRepository,
      BlockRepository,
      ReportRepository,
      MembersClient,
      InterestService,
      BlockService,
      ReportService,
      MemberStatusHandler,
      MemberStatuses,
    ],
  }),
  entities: [InterestEntity, ReportEntity],
  migrations,
};
