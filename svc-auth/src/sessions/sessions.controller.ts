import { Controller } from '@nestjs/common';
import { authCalls } from '@dating/contracts';
import { Handles, type Handled } from '@dating/server';
import { SessionsService } from './sessions.service';

@Controller()
export class SessionsController {
  constructor(private readonly sessions: SessionsService) {}

  @Handles(authCalls.login)
  login({ input, lang }: Handled<typeof authCalls.login>) {
    return this.sessions.login(input, lang);
  }

  @Handles(authCalls.sessionEnd)
  logout({ caller }: Handled<typeof authCalls.sessionEnd>) {
    return this.sessions.logout(caller);
  }

  @Handles(authCalls.sessionGet)
  authen({ caller }: Handled<typeof authCalls.sessionGet>) {
    return this.sessions.authen(caller);
  }

  @Handles(authCalls.sessionCheck)
  check({ input }: Handled<typeof authCalls.sessionCheck>) {
    return this.sessions.check(input);
  }

  @Handles(authCalls.keysGet)
  keys() {
    return this.sessions.publicKeys();
  }
}
