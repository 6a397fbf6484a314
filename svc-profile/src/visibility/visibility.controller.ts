import { Controller } from '@nestjs/common';
import { profileCalls } from '@dating/contracts';
import { Handles, type Handled } from '@dating/server';
import { VisibilityService } from './visibility.service';

@Controller()
export class VisibilityController {
  constructor(private readonly visibility: VisibilityService) {}

  @Handles(profileCalls.visibilitySet)
  set({ input, audit }: Handled<typeof profileCalls.visibilitySet>) {
    return this.visibility.set(input.user_id, input.active_flag, audit);
  }
}
