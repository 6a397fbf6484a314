import { Subjects } from '@dating/contracts';
import {
  Buckets,
  type Clock,
  CLOCK,
  MAIL_TEMPLATES,
  Mailer,
  MemberStatuses,
  ObjectStorage,
  ensureBucketsFrom,
  type ServiceDefinition,
  systemClock,
  uploadSweeperProvider,
  ErasedMembers,
  ExportParts,
} from '@dating/server';
import { AdminBillingController } from './admin/admin-billing.controller';
import { AdminBillingService } from './admin/admin-billing.service';
import { AdminStatsRepository } from './admin/admin-stats.repository';
import { BILLING_CONFIG, configSchema, type BillingConfig } from './config';
import { ExpiryScheduler } from './expiry/expiry.scheduler';
import { ExpiryService } from './expiry/expiry.service';
import { ErasureHandler } from './erasure/erasure.handler';
import { ErasureRepository } from './erasure/erasure.repository';
import { ErasureService } from './erasure/erasure.service';
import { ExportHandler } from './export/export.handler';
import { ExportRepository } from './export/export.repository';
import { ExportService } from './export/export.service';
import { subscriptionMail } from './mail/member-mail';
import { BillingTellings } from './notices/billing-tellings';
import { MembershipsController } from './memberships/memberships.controller';
import { MembershipsRepository } from './memberships/memberships.repository';
import { MembershipsService } from './memberships/memberships.service';
import { UserMemberEntity } from './memberships/user-member.entity';
import { migrations } from './migrations';
import { OrdersController } from './orders/orders.controller';
import { OrdersRepository } from './orders/orders.repository';
import { OrdersService } from './orders/orders.service';
import { PurchaseOrderEntity } from './orders/purchase-order.entity';
import { ReceiptEntity } from './orders/receipt.entity';
import { PackageEntity } from './packages/package.entity';
import { PackagesController } from './packages/packages.controller';
import { PackagesRepository } from './packages/packages.repository';
import { PackagesService } from './packages/packages.service';
import { ReceiptUploadEntity } from './receipts/receipt-upload.entity';
import { ReceiptUploadsController } from './receipts/receipt-uploads.controller';
import { ReceiptUploadsRepository } from './receipts/receipt-uploads.repository';
import { ReceiptUploadsService } from './receipts/receipt-uploads.service';
import { RetentionRunEntity } from './retention/retention-run.entity';
import { RetentionController } from './retention/retention.controller';
import { RetentionRepository } from './retention/retention.repository';
import { RetentionScheduler } from './retention/retention.scheduler';
import { RetentionService } from './retention/retention.service';
import { ReviewController } from './review/review.controller';
import { ReviewRepository } from './review/review.repository';
import { ReviewService } from './review/review.service';
import { MemberStatusHandler } from './member-status/member-status.handler';

/** svc-billing, on a given clock (tests move theirs). */
export function defineBillingService(clock: Clock = systemClock): ServiceDefinition<BillingConfig> {
  return {
    name: 'svc-billing',
    healthSubject: Subjects.billing.health,
    configSchema,
    parts: (config) => ({
      controllers: [
        PackagesController,
        OrdersController,
        ReceiptUploadsController,
        MembershipsController,
        ReviewController,
        AdminBillingController,
        RetentionController,
      ],
      providers: [
        { provide: BILLING_CONFIG, useValue: config },
        { provide: CLOCK, useValue: clock },
        { provide: Mailer, useValue: new Mailer(config) },
        { provide: MAIL_TEMPLATES, useValue: [subscriptionMail] },
        { provide: ObjectStorage, useValue: new ObjectStorage(config) },
        PackagesRepository,
        OrdersRepository,
        MembershipsRepository,
        ReviewRepository,
        ReceiptUploadsRepository,
        BillingTellings,
        PackagesService,
        OrdersService,
        MembershipsService,
        ReviewService,
        ReceiptUploadsService,
        ExpiryService,
        ExpiryScheduler,
        MemberStatusHandler,
        MemberStatuses,
        ErasedMembers,
        ErasureRepository,
        ErasureService,
        ErasureHandler,
        ExportParts,
        ExportRepository,
        ExportService,
        ExportHandler,
        RetentionRepository,
        RetentionService,
        RetentionScheduler,
        AdminStatsRepository,
        AdminBillingService,
        uploadSweeperProvider(
          Buckets.receipts,
          OrdersRepository,
          (rows, fileIds) => rows.boundReceipts(fileIds),
          config,
          clock,
        ),
      ],
    }),
    entities: [
      PackageEntity,
      PurchaseOrderEntity,
      ReceiptEntity,
      ReceiptUploadEntity,
      UserMemberEntity,
      RetentionRunEntity,
    ],
    migrations,
    /**
     * The gateway stores receipts and this service reads them: either may start first. The
     * exports bucket takes this service's part of a member's data export.
     */
    seed: (_dataSource, env) => ensureBucketsFrom(env, [Buckets.receipts, Buckets.exports]),
  };
}

export const billingService = defineBillingService();
