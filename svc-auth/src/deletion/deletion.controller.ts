import { Controller } from '@nestjs/common';
import { authCalls } from '@dating/contracts';
import { Handles, type Handled } from '@dating/server';
import { DeletionService } from './deletion.service';
import { ErasureService } from './erasure.service';

@Controller()
export class DeletionController {
  constructor(
    private readonly deletion: DeletionService,
    private readonly erasure: ErasureService,
  ) {}

  @Handles(authCalls.deletionRequest)
  request({ caller, input }: Handled<typeof authCalls.deletionRequest>) {
    return this.deletion.request(caller, input.password);
  }

  @Handles(authCalls.deletionCancel)
  cancel({ caller }: Handled<typeof authCalls.deletionCancel>) {
    return this.deletion.cancel(caller);
  }

  @Handles(authCalls.adminDeletions)
  list({ input }: Handled<typeof authCalls.adminDeletions>) {
    return this.erasure.list(input.page);
  }
}
