import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  approveOrderSchema,
  rejectOrderSchema,
  reviewListSchema,
  Subjects,
  type ServiceRequest,
} from '@dating/contracts';
import { parseInput, requireAdmin } from '@dating/server';
import { auditOf } from '../audit';
import { ReviewService } from './review.service';

@Controller()
export class ReviewController {
  constructor(private readonly review: ReviewService) {}

  @MessagePattern(Subjects.billing.reviewList)
  list(@Payload() request: ServiceRequest) {
    requireAdmin(request);
    return this.review.list(parseInput(reviewListSchema, request.body ?? {}));
  }

  @MessagePattern(Subjects.billing.orderApprove)
  approve(@Payload() request: ServiceRequest) {
    const admin = requireAdmin(request);
    const { purchase_id } = parseInput(approveOrderSchema, request.body);
    return this.review.approve(purchase_id, auditOf(admin, Subjects.billing.orderApprove));
  }

  @MessagePattern(Subjects.billing.orderReject)
  reject(@Payload() request: ServiceRequest) {
    const admin = requireAdmin(request);
    const { purchase_id, reason } = parseInput(rejectOrderSchema, request.body);
    return this.review.reject(purchase_id, reason, auditOf(admin, Subjects.billing.orderReject));
  }
}
