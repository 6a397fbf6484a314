import { Controller } from '@nestjs/common';
import { profileCalls } from '@dating/contracts';
import { actingAdmin, Handles, type Handled } from '@dating/server';
import { ReviewService } from './review.service';

@Controller()
export class ReviewController {
  constructor(private readonly review: ReviewService) {}

  /** svc-interest tells when a member's reports open or all close. */
  @Handles(profileCalls.reportedMemberSet)
  reported({ input }: Handled<typeof profileCalls.reportedMemberSet>) {
    return this.review.setReported(input.user_id, input.has_open_reports);
  }

  /** svc-interest's moderation queue: names and photos of reported members and reporters. */
  @Handles(profileCalls.moderationMembers)
  moderationMembers({ input }: Handled<typeof profileCalls.moderationMembers>) {
    return this.review.moderationMembers(input);
  }

  @Handles(profileCalls.adminPhotoQueue)
  queue({ input }: Handled<typeof profileCalls.adminPhotoQueue>) {
    return this.review.queue(input.page);
  }

  @Handles(profileCalls.adminPhotoApprove)
  approve({ caller, input }: Handled<typeof profileCalls.adminPhotoApprove>) {
    return this.review.approve(caller, input.user_id, input.slot);
  }

  @Handles(profileCalls.adminPhotoRemove)
  remove({ caller, input }: Handled<typeof profileCalls.adminPhotoRemove>) {
    return this.review.remove(caller, input.user_id, input.slot, input.reason);
  }

  /** svc-interest, for the admin who closes the member's reports by removing the photo. */
  @Handles(profileCalls.reportedPhotoRemove)
  removeReported({ caller, input }: Handled<typeof profileCalls.reportedPhotoRemove>) {
    return this.review.removeReported(actingAdmin(caller), input.user_id, input.slot, input.reason);
  }

  @Handles(profileCalls.photoRemovals)
  removals({ input }: Handled<typeof profileCalls.photoRemovals>) {
    return this.review.removals(input.user_id);
  }

  @Handles(profileCalls.photoRemovalDismiss)
  dismiss({ input }: Handled<typeof profileCalls.photoRemovalDismiss>) {
    return this.review.dismiss(input.user_id, input.slot);
  }
}
