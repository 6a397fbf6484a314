import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  createUserChoiceSchema,
  Subjects,
  userChoicesSchema,
  type ServiceRequest,
} from '@dating/contracts';
import { assertOwner, parseInput, requireCaller } from '@dating/server';
import { auditOf } from '../audit';
import { UserChoicesService } from './user-choices.service';

@Controller()
export class UserChoicesController {
  constructor(private readonly userChoices: UserChoicesService) {}

  @MessagePattern(Subjects.profile.userChoicesGet)
  list(@Payload() request: ServiceRequest) {
    const caller = requireCaller(request);
    const input = parseInput(userChoicesSchema, request.body);
    assertOwner(caller, input.user_id);
    return this.userChoices.list(caller.userId, input.ref_table);
  }

  @MessagePattern(Subjects.profile.userChoiceCreate)
  create(@Payload() request: ServiceRequest) {
    const caller = requireCaller(request);
    const input = parseInput(createUserChoiceSchema, request.body);
    assertOwner(caller, input.user_id);
    return this.userChoices.add(
      caller.userId,
      { table: input.ref_table_code, code: input.ref_code, description: input.ref_desc ?? null },
      auditOf(caller, Subjects.profile.userChoiceCreate),
    );
  }
}
