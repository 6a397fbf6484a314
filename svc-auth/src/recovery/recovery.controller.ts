import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  editPasswordSchema,
  resendResetLinkSchema,
  resetRequestListSchema,
  resetRequestSchema,
  resetTokenSchema,
  Subjects,
  toLanguage,
  type ServiceRequest,
} from '@dating/contracts';
import { parseInput, requireAdmin } from '@dating/server';
import { RecoveryService } from './recovery.service';

@Controller()
export class RecoveryController {
  constructor(private readonly recovery: RecoveryService) {}

  @MessagePattern(Subjects.auth.resetRequest)
  request(@Payload() request: ServiceRequest) {
    const { email } = parseInput(resetRequestSchema, request.body);
    return this.recovery.request(email, toLanguage(request.lang));
  }

  @MessagePattern(Subjects.auth.resetTokenCheck)
  checkToken(@Payload() request: ServiceRequest) {
    return this.recovery.checkToken(parseInput(resetTokenSchema, request.body).token);
  }

  @MessagePattern(Subjects.auth.passwordReset)
  resetPassword(@Payload() request: ServiceRequest) {
    return this.recovery.resetPassword(parseInput(editPasswordSchema, request.body));
  }

  @MessagePattern(Subjects.auth.resetRequestsList)
  list(@Payload() request: ServiceRequest) {
    requireAdmin(request);
    return this.recovery.list(parseInput(resetRequestListSchema, request.body).page);
  }

  @MessagePattern(Subjects.auth.resetLinkResend)
  resend(@Payload() request: ServiceRequest) {
    const admin = requireAdmin(request);
    const { request_id } = parseInput(resendResetLinkSchema, request.body);
    return this.recovery.resend(request_id, admin);
  }
}
