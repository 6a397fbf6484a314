import { Inject, Injectable, Logger } from '@nestjs/common';
import { type Language, type SensitiveConsentState, MessageCode, said } from '@dating/contracts';
import { CLOCK, unauthenticated, type Clock } from '@dating/server';
import { SensitiveConsentRepository } from './sensitive-consent.repository';

/**
 * A member's consent to keep their ethnicity, religion, sexual orientation and political views
 * (issue 29): given with a section save (SectionsService), withdrawn here, at once.
 */
@Injectable()
export class SensitiveConsentService {
  private readonly logger = new Logger(SensitiveConsentService.name);

  constructor(
    private readonly consents: SensitiveConsentRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async state(userId: number): Promise<SensitiveConsentState> {
    const log = await this.consents.log(userId);
    const last = log[0];
    const consent =
      last?.action === 'given'
        ? { version: last.version, lang: last.lang, text_hash: last.text_hash, at: last.at }
        : null;
    return { status: 'OK', consent, log };
  }

  async withdraw(userId: number, lang: Language) {
    const withdrawn = await this.consents.withdraw(userId, lang, this.clock.now());
    // The member's account was deleted while this session lasted.
    if (!withdrawn) throw unauthenticated(MessageCode.invalidToken);
    this.logger.log({ msg: 'sensitive consent withdrawn', userId });
    return { ...(await this.state(userId)), ...said(MessageCode.sensitiveConsentWithdrawn) };
  }
}
