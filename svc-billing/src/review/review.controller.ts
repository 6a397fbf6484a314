import { Controller } from '@nestjs/common';
import { billingCalls } from '@dating/contracts';
import { Handles, type Handled } from '@dating/server';
import { ReviewService } from './review.service';

@Controller()
export class ReviewController {
  constructor(private readonly review: ReviewService) {}

  @Handles(billingCalls.reviewList)
  list({ input }: Handled<typeof billingCalls.reviewList>) {
    return this.review.list(input);
  }

  @Handles(billingCalls.orderApprove)
  approve({ input, caller, audit }: Handled<typeof billingCalls.orderApprove>) {
    return this.review.approve(input.purchase_id, caller, audit);
  }

  @Handles(billingCalls.orderReject)
  reject({ input, caller, audit }: Handled<typeof billingCalls.orderReject>) {
    return this.review.reject(input.purchase_id, input.reason, caller, audit);
  }
}
