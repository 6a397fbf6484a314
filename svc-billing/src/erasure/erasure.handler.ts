import { Injectable } from '@nestjs/common';
import { memberDeletedEvent, type EventPayload } from '@dating/contracts';
import { OnEvent } from '@dating/server';
import { ErasureService } from './erasure.service';

/** svc-auth deleted a member's account: their billing data is erased or pseudonymised. */
@Injectable()
export class ErasureHandler {
  constructor(private readonly erasure: ErasureService) {}

  @OnEvent(memberDeletedEvent)
  async erase(deleted: EventPayload<typeof memberDeletedEvent>): Promise<void> {
    await this.erasure.erase(deleted);
  }
}
