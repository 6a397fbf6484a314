import { Injectable } from '@nestjs/common';
import { exportRequestedEvent, type EventPayload } from '@dating/contracts';
import { OnEvent } from '@dating/server';
import { ExportService } from './export.service';

/** svc-auth asked for a member's data export: svc-interest writes its part and says so. */
@Injectable()
export class ExportHandler {
  constructor(private readonly exports: ExportService) {}

  @OnEvent(exportRequestedEvent)
  write(request: EventPayload<typeof exportRequestedEvent>): Promise<void> {
    return this.exports.write(request);
  }
}
