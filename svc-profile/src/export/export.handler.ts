import { Injectable } from '@nestjs/common';
import { exportRequestedEvent, type EventPayload } from '@dating/contracts';
import { OnEvent } from '@dating/server';
import { ProfileExportService } from './export.service';

/** svc-auth asked for a member's data export: svc-profile writes its part. */
@Injectable()
export class ProfileExportHandler {
  constructor(private readonly exports: ProfileExportService) {}

  @OnEvent(exportRequestedEvent)
  async requested(event: EventPayload<typeof exportRequestedEvent>): Promise<void> {
    await this.exports.write(event);
  }
}
