import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { BusModule, NatsLink, natsConnectionOptions, ObjectStorage } from '@dating/server';
import { GATEWAY_CONFIG, type GatewayConfig } from './config';
import { DocsController } from './docs/docs.controller';
import { ApiKeyGuard } from './edge/api-key.guard';
import { Authenticator } from './edge/authenticator';
import { EdgeController } from './edge/edge.controller';
import { EdgeExceptionFilter } from './edge/edge-exception.filter';
import { EdgeService } from './edge/edge.service';
import { ExportDownloadController } from './export/export-download.controller';
import { MemberActivity } from './edge/member-activity';
import { SharedRateLimiter } from './edge/shared-rate-limiter';
import { PhotoAccess } from './files/photo-access';
import { PhotosController } from './files/photos.controller';
import { ReceiptsController } from './files/receipts.controller';
import { HealthController } from './health/health.controller';
import { HealthService } from './health/health.service';
import { LiveController } from './live/live.controller';
import { LiveFeeds } from './live/live-feeds';
import { ReceiptUploadController } from './receipts/receipt-upload.controller';
import { ReceiptUploads } from './receipts/receipt-uploads';
import { SlipReader } from './receipts/slip-reader';
import { ImagePool } from './uploads/image-pool';
import { ImageUploads } from './uploads/image-uploads';
import { UploadController } from './uploads/upload.controller';

@Module({})
export class AppModule {
  static register(config: GatewayConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [BusModule.forRoot({ name: 'gateway', config })],
      controllers: [
        HealthController,
        DocsController,
        UploadController,
        ReceiptUploadController,
        PhotosController,
        ReceiptsController,
        ExportDownloadController,
        LiveController,
        EdgeController,
      ],
      providers: [
        { provide: GATEWAY_CONFIG, useValue: config },
        { provide: ObjectStorage, useValue: new ObjectStorage(config) },
        { provide: NatsLink, useValue: new NatsLink(natsConnectionOptions(config, 'gateway')) },
        {
          provide: SlipReader,
          useValue: new SlipReader({ timeoutMs: config.SLIP_QR_TIMEOUT_MS }),
        },
        {
          provide: ImagePool,
          useValue: new ImagePool({
            workers: config.IMAGE_WORKERS,
            queueLength: config.IMAGE_QUEUE_LENGTH,
            deadlineMs: config.IMAGE_DEADLINE_MS,
          }),
        },
        { provide: APP_GUARD, useClass: ApiKeyGuard },
        { provide: APP_FILTER, useClass: EdgeExceptionFilter },
        Authenticator,
        EdgeService,
        MemberActivity,
        SharedRateLimiter,
        HealthService,
        ImageUploads,
        LiveFeeds,
        PhotoAccess,
        ReceiptUploads,
      ],
    };
  }
}
