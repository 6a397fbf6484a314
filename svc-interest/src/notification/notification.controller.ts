import { Controller } from '@nestjs/common';
import { interestCalls } from '@dating/contracts';
import { Handles, type Handled } from '@dating/server';
import { NotificationService } from './notification.service';

@Controller()
export class NotificationController {
  constructor(private readonly notifications: NotificationService) {}

  @Handles(interestCalls.notificationsList)
  list({ caller, input }: Handled<typeof interestCalls.notificationsList>) {
    return this.notifications.list(caller, input);
  }

  @Handles(interestCalls.notificationsRead)
  read({ caller, input }: Handled<typeof interestCalls.notificationsRead>) {
    return this.notifications.read(caller, input);
  }

  @Handles(interestCalls.unreadNotifications)
  unread({ caller }: Handled<typeof interestCalls.unreadNotifications>) {
    return this.notifications.unread(caller);
  }
}
