import { Controller } from '@nestjs/common';
import { profileCalls } from '@dating/contracts';
import { Handles, type Handled } from '@dating/server';
import {
  dateInfoSection,
  favoriteInfoSection,
  personInfoSection,
  userInfoSection,
} from './section-definitions';
import { SectionsService } from './sections.service';

@Controller()
export class SectionsController {
  constructor(private readonly sections: SectionsService) {}

  @Handles(profileCalls.userInfoSave)
  saveUserInfo({ input, audit }: Handled<typeof profileCalls.userInfoSave>) {
    return this.sections.save(userInfoSection, input, audit);
  }

  @Handles(profileCalls.personInfoSave)
  savePersonInfo({ input, audit }: Handled<typeof profileCalls.personInfoSave>) {
    return this.sections.save(personInfoSection, input, audit);
  }

  @Handles(profileCalls.favoriteInfoSave)
  saveFavoriteInfo({ input, audit }: Handled<typeof profileCalls.favoriteInfoSave>) {
    return this.sections.save(favoriteInfoSection, input, audit);
  }

  @Handles(profileCalls.dateInfoSave)
  saveDateInfo({ input, audit }: Handled<typeof profileCalls.dateInfoSave>) {
    return this.sections.save(dateInfoSection, input, audit);
  }

  @Handles(profileCalls.sectionRows)
  rows({ input }: Handled<typeof profileCalls.sectionRows>) {
    return this.sections.rows(input.table, input.user_id, input.active_flag);
  }

  @Handles(profileCalls.sectionDelete)
  remove({ input }: Handled<typeof profileCalls.sectionDelete>) {
    return this.sections.remove(input.table, input.user_id, input.sub_table);
  }
}
