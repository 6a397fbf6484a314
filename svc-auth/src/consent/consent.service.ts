import { Inject, Injectable, Logger } from '@nestjs/common';
import { type EntityManager } from 'typeorm';
import {
  type Caller,
  type ConsentAcceptInput,
  type ConsentAcceptResult,
  type ConsentDue,
  type ConsentsListResult,
  type LegalDocument,
  type RegisterInput,
  MessageCode,
  said,
} from '@dating/contracts';
import { badRequest, CLOCK, type Clock } from '@dating/server';
import { CURRENT_DOCUMENTS, type CurrentDocuments } from './current-documents';
import { LegalConsents } from './legal-consents.repository';

/**
 * The Terms and the Privacy Policy a member accepts (issue 29 item 1): at registration, then each
 * new version at the next login. Each acceptance is kept with its version, time and text hash.
 */
@Injectable()
export class ConsentService {
  private readonly logger = new Logger(ConsentService.name);

  constructor(
    private readonly consents: LegalConsents,
    @Inject(CURRENT_DOCUMENTS) private readonly documents: CurrentDocuments,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Registration accepts the current versions: anything else (stale or missing) is refused. */
  assertRegistrationAccepts(input: RegisterInput): void {
    const accepted = { terms: input.accept_terms, privacy: input.accept_privacy };
    for (const { document, version } of this.documents.current())
      if (accepted[document] !== version)
        throw badRequest(
          document === 'terms' ? MessageCode.termsNotAccepted : MessageCode.privacyNotAccepted,
        );
  }

  /** In the new account's transaction: the member (or the seed, for them) accepts the current versions. */
  acceptCurrent(manager: EntityManager, userId: number): Promise<void> {
    return this.consents.record(userId, this.documents.current(), this.clock.now(), manager);
  }

  /** The login and session answers' `consent_due`, absent when nothing is due. */
  async dueField(userId: number): Promise<{ consent_due?: ConsentDue }> {
    const due = await this.due(userId);
    return due.length > 0 ? { consent_due: due } : {};
  }

  /** POST /api/consent/accept: only the current version of a document. */
  async accept(caller: Caller, input: ConsentAcceptInput): Promise<ConsentAcceptResult> {
    const current = this.documents.current().find(({ document }) => document === input.document);
    if (!current || current.version !== input.version)
      throw badRequest(MessageCode.consentVersionStale);
    await this.consents.record(caller.userId, [current], this.clock.now());
    this.logger.log({
      msg: 'consent accepted',
      userId: caller.userId,
      document: current.document,
      version: current.version,
    });
    return {
      status: 'OK',
      ...said(MessageCode.consentAccepted),
      ...(await this.dueField(caller.userId)),
    };
  }

  /** POST /api/consents: every version the caller accepted, newest first. */
  async list(caller: Caller): Promise<ConsentsListResult> {
    const rows = await this.consents.list(caller.userId);
    return {
      consents: rows.map((row) => ({
        document: row.document,
        version: row.version,
        text_hash: row.text_hash,
        accepted_at: row.accepted_at.toISOString(),
      })),
    };
  }

  private async due(userId: number): Promise<ConsentDue> {
    const missing: LegalDocument[] = await this.consents.notAccepted(
      userId,
      this.documents.current(),
    );
    return missing.map(({ document, version }) => ({ document, version }));
  }
}
