import { Controller } from '@nestjs/common';
import { authCalls } from '@dating/contracts';
import { Handles, type Handled } from '@dating/server';
import { DeletionService } from './deletion.service';

@Controller()
export class DeletionController {
  constructor(private readonly deletion: DeletionService) {}

  @Handles(authCalls.deletionRequest)
  request({ caller, input }: Handled<typeof authCalls.deletionRequest>) {
    return this.deletion.request(caller, input.password);
  }

  @Handles(authCalls.deletionCancel)
  cancel({ caller }: Handled<typeof authCalls.deletionCancel>) {
    return this.deletion.cancel(caller);
  }
}
