import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  createInterestSchema,
  interestListSchema,
  manageInterestSchema,
  matchingListSchema,
  relationSchema,
  respondedSchema,
  Subjects,
  type ServiceRequest,
} from '@dating/contracts';
import { parseInput, requireCaller } from '@dating/server';
import { InterestService } from './interest.service';

@Controller()
export class InterestController {
  constructor(private readonly interest: InterestService) {}

  @MessagePattern(Subjects.interest.create)
  create(@Payload() request: ServiceRequest) {
    const caller = requireCaller(request);
    return this.interest.create(caller, parseInput(createInterestSchema, request.body));
  }

  @MessagePattern(Subjects.interest.manage)
  manage(@Payload() request: ServiceRequest) {
    const caller = requireCaller(request);
    return this.interest.manage(caller, parseInput(manageInterestSchema, request.body));
  }

  @MessagePattern(Subjects.interest.relationGet)
  relation(@Payload() request: ServiceRequest) {
    const caller = requireCaller(request);
    return this.interest.relation(caller, parseInput(relationSchema, request.body));
  }

  @MessagePattern(Subjects.interest.list)
  list(@Payload() request: ServiceRequest) {
    const caller = requireCaller(request);
    return this.interest.list(caller, parseInput(interestListSchema, request.body));
  }

  @MessagePattern(Subjects.interest.matches)
  matches(@Payload() request: ServiceRequest) {
    const caller = requireCaller(request);
    return this.interest.matches(caller, parseInput(matchingListSchema, request.body));
  }

  /** NATS only: svc-profile asks it before it shows contact details. */
  @MessagePattern(Subjects.interest.respondedGet)
  responded(@Payload() request: ServiceRequest) {
    return this.interest.responded(parseInput(respondedSchema, request.body));
  }
}
