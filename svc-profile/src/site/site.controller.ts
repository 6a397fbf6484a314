import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { Subjects, type ServiceRequest } from '@dating/contracts';
import { SiteService } from './site.service';

@Controller()
export class SiteController {
  constructor(private readonly site: SiteService) {}

  @MessagePattern(Subjects.profile.menuGet)
  menu(@Payload() request: ServiceRequest) {
    return this.site.menuItems(request.lang);
  }
}
