import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { Subjects, visibilitySchema, type ServiceRequest } from '@dating/contracts';
import { assertOwner, parseInput, requireCaller } from '@dating/server';
import { auditOf } from '../audit';
import { VisibilityService } from './visibility.service';

@Controller()
export class VisibilityController {
  constructor(private readonly visibility: VisibilityService) {}

  @MessagePattern(Subjects.profile.visibilitySet)
  set(@Payload() request: ServiceRequest) {
    const caller = requireCaller(request);
    const input = parseInput(visibilitySchema, request.body);
    assertOwner(caller, input.user_id);
    return this.visibility.set(
      input.user_id,
      input.active_flag,
      auditOf(caller, Subjects.profile.visibilitySet),
    );
  }
}
