import { Controller } from '@nestjs/common';
import { profileCalls } from '@dating/contracts';
import { Handles, type Handled } from '@dating/server';
import { ChoicesService } from './choices.service';

@Controller()
export class ChoicesController {
  constructor(private readonly choices: ChoicesService) {}

  @Handles(profileCalls.choicesList)
  list({ input, lang }: Handled<typeof profileCalls.choicesList>) {
    return this.choices.list(input.refTable, lang);
  }

  @Handles(profileCalls.choiceText)
  text({ input, lang }: Handled<typeof profileCalls.choiceText>) {
    return this.choices.text(input.table, input.ref_code, lang);
  }
}
