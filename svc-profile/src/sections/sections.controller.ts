import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  deleteSectionSchema,
  sectionRowsSchema,
  Subjects,
  type ServiceRequest,
} from '@dating/contracts';
import { assertOwner, parseInput, requireCaller } from '@dating/server';
import { auditOf } from '../audit';
import {
  dateInfoSection,
  favoriteInfoSection,
  personInfoSection,
  userInfoSection,
  type SectionDefinition,
  type SectionInput,
} from './section-definitions';
import { type SectionRecord } from './section-record';
import { SectionsService } from './sections.service';

@Controller()
export class SectionsController {
  constructor(private readonly sections: SectionsService) {}

  @MessagePattern(Subjects.profile.userInfoSave)
  saveUserInfo(@Payload() request: ServiceRequest) {
    return this.save(userInfoSection, request);
  }

  @MessagePattern(Subjects.profile.personInfoSave)
  savePersonInfo(@Payload() request: ServiceRequest) {
    return this.save(personInfoSection, request);
  }

  @MessagePattern(Subjects.profile.favoriteInfoSave)
  saveFavoriteInfo(@Payload() request: ServiceRequest) {
    return this.save(favoriteInfoSection, request);
  }

  @MessagePattern(Subjects.profile.dateInfoSave)
  saveDateInfo(@Payload() request: ServiceRequest) {
    return this.save(dateInfoSection, request);
  }

  @MessagePattern(Subjects.profile.sectionRows)
  rows(@Payload() request: ServiceRequest) {
    const caller = requireCaller(request);
    const input = parseInput(sectionRowsSchema, request.body);
    assertOwner(caller, input.user_id);
    return this.sections.rows(input.table, input.user_id, input.active_flag);
  }

  @MessagePattern(Subjects.profile.sectionDelete)
  remove(@Payload() request: ServiceRequest) {
    const caller = requireCaller(request);
    const input = parseInput(deleteSectionSchema, request.body);
    assertOwner(caller, input.user_id);
    return this.sections.remove(input.table, input.user_id, input.sub_table);
  }

  private save<E extends SectionRecord, Input extends SectionInput>(
    section: SectionDefinition<E, Input>,
    request: ServiceRequest,
  ) {
    const caller = requireCaller(request);
    const input = parseInput(section.schema, request.body);
    assertOwner(caller, input.user_id);
    return this.sections.save(section, input, auditOf(caller, section.subject));
  }
}
