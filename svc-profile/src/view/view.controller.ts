import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { profileViewSchema, Subjects, type ServiceRequest } from '@dating/contracts';
import { parseInput, requireCaller } from '@dating/server';
import { ViewService } from './view.service';

@Controller()
export class ViewController {
  constructor(private readonly views: ViewService) {}

  @MessagePattern(Subjects.profile.viewGet)
  view(@Payload() request: ServiceRequest) {
    const caller = requireCaller(request);
    const { user_id } = parseInput(profileViewSchema, request.body);
    return this.views.view(caller, user_id, request.lang);
  }
}
