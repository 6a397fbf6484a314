import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  createUserLoginSchema,
  Subjects,
  toLanguage,
  userByUsernameSchema,
  usersByIdsSchema,
  type ServiceRequest,
} from '@dating/contracts';
import { parseInput } from '@dating/server';
import { AccountsService } from './accounts.service';

@Controller()
export class AccountsController {
  constructor(private readonly accounts: AccountsService) {}

  @MessagePattern(Subjects.auth.userRegister)
  register(@Payload() request: ServiceRequest) {
    return this.accounts.register(
      parseInput(createUserLoginSchema, request.body),
      toLanguage(request.lang),
    );
  }

  @MessagePattern(Subjects.auth.userCreate)
  create(@Payload() request: ServiceRequest) {
    return this.accounts.createUserLogin(
      parseInput(createUserLoginSchema, request.body),
      request.caller,
    );
  }

  @MessagePattern(Subjects.auth.userByUsername)
  byUsername(@Payload() request: ServiceRequest) {
    return this.accounts.userByUsername(parseInput(userByUsernameSchema, request.body).username);
  }

  @MessagePattern(Subjects.auth.usersGet)
  byIds(@Payload() request: ServiceRequest) {
    return this.accounts.usersByIds(parseInput(usersByIdsSchema, request.body));
  }
}
