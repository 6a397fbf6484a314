import { Controller } from '@nestjs/common';
import { profileCalls } from '@dating/contracts';
import { Handles, type Handled } from '@dating/server';
import { ActivityRepository } from './activity.repository';

/** The gateway's word that a member made an authenticated request. */
@Controller()
export class ActivityNoteController {
  constructor(private readonly activity: ActivityRepository) {}

  @Handles(profileCalls.activityNote)
  async note({ input }: Handled<typeof profileCalls.activityNote>) {
    await this.activity.noteActive(input.user_id, new Date(input.at));
    return { status: 'OK' as const };
  }
}
