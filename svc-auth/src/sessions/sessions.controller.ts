import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  loginSchema,
  sessionCheckSchema,
  Subjects,
  toLanguage,
  type ServiceRequest,
} from '@dating/contracts';
import { parseInput, requireCaller } from '@dating/server';
import { SessionsService } from './sessions.service';

@Controller()
export class SessionsController {
  constructor(private readonly sessions: SessionsService) {}

  @MessagePattern(Subjects.auth.login)
  login(@Payload() request: ServiceRequest) {
    return this.sessions.login(parseInput(loginSchema, request.body), toLanguage(request.lang));
  }

  @MessagePattern(Subjects.auth.sessionEnd)
  logout(@Payload() request: ServiceRequest) {
    return this.sessions.logout(requireCaller(request));
  }

  @MessagePattern(Subjects.auth.sessionGet)
  authen(@Payload() request: ServiceRequest) {
    return this.sessions.authen(requireCaller(request));
  }

  @MessagePattern(Subjects.auth.sessionCheck)
  check(@Payload() request: ServiceRequest) {
    return this.sessions.check(parseInput(sessionCheckSchema, request.body));
  }

  @MessagePattern(Subjects.auth.keysGet)
  keys() {
    return this.sessions.publicKeys();
  }
}
