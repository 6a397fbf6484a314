import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { settingImageSchema, Subjects, type ServiceRequest } from '@dating/contracts';
import { parseInput } from '@dating/server';
import { SiteService } from './site.service';

@Controller()
export class SiteController {
  constructor(private readonly site: SiteService) {}

  @MessagePattern(Subjects.profile.menuGet)
  menu(@Payload() request: ServiceRequest) {
    return this.site.menuItems(request.lang);
  }

  @MessagePattern(Subjects.profile.settingImageGet)
  settingImage(@Payload() request: ServiceRequest) {
    return this.site.settingImage(parseInput(settingImageSchema, request.body).type);
  }
}
