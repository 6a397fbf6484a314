import { Injectable } from '@nestjs/common';
import { type ActivitySettingResult, MessageCode } from '@dating/contracts';
import { badRequest } from '@dating/server';
import { ActivityRepository } from './activity.repository';

/** "Show when I was last active" on My Profile. */
@Injectable()
export class ActivityService {
  constructor(private readonly activity: ActivityRepository) {}

  async setting(userId: number): Promise<ActivitySettingResult> {
    return { status: 'OK', show_activity: await this.activity.shows(userId) };
  }

  async save(userId: number, show: boolean): Promise<ActivitySettingResult> {
    if (!(await this.activity.setShows(userId, show))) throw badRequest(MessageCode.userInfoFirst);
    return { status: 'OK', show_activity: show };
  }
}
