import { Controller } from '@nestjs/common';
import { profileCalls } from '@dating/contracts';
import { Handles, type Handled } from '@dating/server';
import { ActivityService } from './activity.service';

@Controller()
export class ActivityController {
  constructor(private readonly activity: ActivityService) {}

  @Handles(profileCalls.activitySettingGet)
  get({ input }: Handled<typeof profileCalls.activitySettingGet>) {
    return this.activity.setting(input.user_id);
  }

  @Handles(profileCalls.activitySettingSave)
  save({ input }: Handled<typeof profileCalls.activitySettingSave>) {
    return this.activity.save(input.user_id, input.show_activity);
  }
}
