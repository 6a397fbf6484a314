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

  /** Replicas of svc-profile from before blockPairs ask it once per card or profile read. */
  @Handles(interestCalls.blockedIds)
  ids({ input }: Handled<typeof interestCalls.blockedIds>) {
    return this.blocks.ids(input);
  }

  /** svc-profile asks it once per member, then keeps their blocks from interestBlockEvent. */
  @Handles(interestCalls.blockPairs)
  pairs({ input }: Handled<typeof interestCalls.blockPairs>) {
    return this.blocks.pairs(input);
  }
}
