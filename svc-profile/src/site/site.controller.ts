import { Controller } from '@nestjs/common';
import { profileCalls } from '@dating/contracts';
import { Handles, type Handled } from '@dating/server';
import { SiteService } from './site.service';

@Controller()
export class SiteController {
  constructor(private readonly site: SiteService) {}

  @Handles(profileCalls.menuGet)
  menu({ lang }: Handled<typeof profileCalls.menuGet>) {
    return this.site.menuItems(lang);
  }

  @Handles(profileCalls.settingImageGet)
  settingImage({ input }: Handled<typeof profileCalls.settingImageGet>) {
    return this.site.settingImage(input.type);
  }
}
