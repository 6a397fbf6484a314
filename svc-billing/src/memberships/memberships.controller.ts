import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  membershipActiveSchema,
  membershipsListSchema,
  Subjects,
  type ServiceRequest,
} from '@dating/contracts';
import { assertOwner, parseInput, requireCaller } from '@dating/server';
import { MembershipsService } from './memberships.service';

@Controller()
export class MembershipsController {
  constructor(private readonly memberships: MembershipsService) {}

  @MessagePattern(Subjects.billing.membershipsList)
  list(@Payload() request: ServiceRequest) {
    const caller = requireCaller(request);
    assertOwner(caller, parseInput(membershipsListSchema, request.body).user_id);
    return this.memberships.listOwn(caller.userId);
  }

  /** NATS only (no route reaches it): asked by other services about any member. */
  @MessagePattern(Subjects.billing.membershipActive)
  active(@Payload() request: ServiceRequest) {
    return this.memberships.isActive(parseInput(membershipActiveSchema, request.body).user_id);
  }
}
