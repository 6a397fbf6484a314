import { Injectable } from '@nestjs/common';
import { exportRequestedEvent, type EventPayload } from '@dating/contracts';
import { OnEvent } from '@dating/server';
import { ExportService } from './export.service';

/** A member's data export was asked for: svc-billing writes its part. */
@Injectable()
export class ExportHandler {
  constructor(private readonly exports: ExportService) {}

  @OnEvent(exportRequestedEvent)
  async write(request: EventPayload<typeof exportRequestedEvent>): Promise<void> {
    await this.exports.write(request);
  }
}
