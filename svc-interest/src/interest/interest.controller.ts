import { Controller } from '@nestjs/common';
import { interestCalls } from '@dating/contracts';
import { Handles, type Handled } from '@dating/server';
import { InterestService } from './interest.service';

@Controller()
export class InterestController {
  constructor(private readonly interest: InterestService) {}

  @Handles(interestCalls.create)
  create({ caller, input, audit }: Handled<typeof interestCalls.create>) {
    return this.interest.create(caller, input, audit);
  }

  @Handles(interestCalls.manage)
  manage({ caller, input, audit }: Handled<typeof interestCalls.manage>) {
    return this.interest.manage(caller, input, audit);
  }

  @Handles(interestCalls.relationGet)
  relation({ caller, input }: Handled<typeof interestCalls.relationGet>) {
    return this.interest.relation(caller, input);
  }

  @Handles(interestCalls.list)
  list({ caller, input }: Handled<typeof interestCalls.list>) {
    return this.interest.list(caller, input);
  }

  @Handles(interestCalls.matches)
  matches({ caller, input }: Handled<typeof interestCalls.matches>) {
    return this.interest.matches(caller, input);
  }
}
