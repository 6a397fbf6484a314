import { Controller } from '@nestjs/common';
import { interestCalls } from '@dating/contracts';
import { Handles, type Handled } from '@dating/server';
import { ConversationService } from './conversation.service';

@Controller()
export class ConversationController {
  constructor(private readonly conversations: ConversationService) {}

  @Handles(interestCalls.conversationsList)
  list({ caller, input }: Handled<typeof interestCalls.conversationsList>) {
    return this.conversations.list(caller, input);
  }

  @Handles(interestCalls.conversationGet)
  get({ caller, input }: Handled<typeof interestCalls.conversationGet>) {
    return this.conversations.get(caller, input);
  }

  @Handles(interestCalls.messageSend)
  send({ caller, input }: Handled<typeof interestCalls.messageSend>) {
    return this.conversations.send(caller, input);
  }

  @Handles(interestCalls.conversationRead)
  read({ caller, input }: Handled<typeof interestCalls.conversationRead>) {
    return this.conversations.read(caller, input);
  }

  @Handles(interestCalls.unreadMessages)
  unread({ caller }: Handled<typeof interestCalls.unreadMessages>) {
    return this.conversations.unread(caller);
  }
}
