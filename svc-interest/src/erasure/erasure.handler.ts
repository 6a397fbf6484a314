import { Injectable } from '@nestjs/common';
import { memberDeletedEvent, type EventPayload } from '@dating/contracts';
import { OnEvent } from '@dating/server';
import { ErasureService } from './erasure.service';

/** svc-auth deleted a member's account: what svc-interest holds of them is erased or kept. */
@Injectable()
export class ErasureHandler {
  constructor(private readonly erasure: ErasureService) {}

  @OnEvent(memberDeletedEvent)
  async erase(deleted: EventPayload<typeof memberDeletedEvent>): Promise<void> {
    await this.erasure.erase(deleted);
  }
}
