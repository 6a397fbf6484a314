import { Controller } from '@nestjs/common';
import { interestCalls } from '@dating/contracts';
import { Handles, type Handled } from '@dating/server';
import { BlockService } from './block.service';

@Controller()
export class BlockController {
  constructor(private readonly blocks: BlockService) {}

  @Handles(interestCalls.block)
  block({ caller, input, audit }: Handled<typeof interestCalls.block>) {
    return this.blocks.block(caller, input, audit);
  }

  @Handles(interestCalls.unblock)
  unblock({ caller, input, audit }: Handled<typeof interestCalls.unblock>) {
    return this.blocks.unblock(caller, input, audit);
  }

  @Handles(interestCalls.blockedList)
  list({ caller, input }: Handled<typeof interestCalls.blockedList>) {
    return this.blocks.list(caller, input);
  }
}
