import { Inject, Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import {
  erasingServices,
  memberDeletedEvent,
  memberErasedEvent,
  type AdminDeletionsResult,
  type EventPayload,
} from '@dating/contracts';
import { CLOCK, OnEvent, Outbox, type Clock } from '@dating/server';
import { ExportService } from '../export/export.service';
import { addressKey } from '../recovery/reset-rules';
import { SessionNotices } from '../sessions/session-notices';
import { newPseudonym, withoutIdentifiers } from './erasure-rules';
import { ErasureRepository, type DueAccount } from './erasure.repository';

const reportingServices = ['svc-auth', ...erasingServices] as const;

/**
 * The end of a deletion's grace period (issue 29): svc-auth erases the account and announces
 * `memberDeletedEvent`, which every other service handles for its own data and answers with
 * `memberErasedEvent`; the admin follows each deletion's progress per service.
 */
@Injectable()
export class ErasureService {
  private readonly logger = new Logger(ErasureService.name);

  constructor(
    private readonly erasure: ErasureRepository,
    private readonly outbox: Outbox,
    private readonly sessions: SessionNotices,
    private readonly exports: ExportService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Erases every account whose day came; answers how many. Safe with replicas running it too. */
  async run(): Promise<number> {
    let erased = 0;
    while (await this.eraseNextDue()) erased += 1;
    return erased;
  }

  @OnEvent(memberErasedEvent)
  async stepDone(step: EventPayload<typeof memberErasedEvent>): Promise<void> {
    await this.erasure.recordStep(step);
  }

  async list(page: number): Promise<AdminDeletionsResult> {
    const [waiting, deleted] = await Promise.all([
      this.erasure.waiting(),
      this.erasure.deleted(page),
    ]);
    return {
      waiting: waiting.map((account) => ({
        ...account,
        deletion_due_at: account.deletion_due_at.toISOString(),
      })),
      deleted: deleted.map(({ deletion, steps }) => ({
        pseudonym: deletion.pseudonym,
        deleted_at: deletion.deleted_at.toISOString(),
        services: reportingServices.map((service) => {
          const step = steps.find((done) => done.service === service);
          return {
            service,
            erased_at: step ? step.erased_at.toISOString() : null,
            erased: step?.erased ?? {},
            pseudonymised: step?.pseudonymised ?? {},
          };
        }),
      })),
    };
  }

  private eraseNextDue(): Promise<boolean> {
    const now = this.clock.now();
    return this.outbox.transaction(async (manager) => {
      const account = await this.erasure.claimDue(manager, now);
      if (!account) return false;
      const pseudonym = newPseudonym();
      const addresses = addressesOf(account);
      await this.erasure.recordDeletion(manager, {
        user_id: account.user_id,
        pseudonym,
        due_at: account.deletion_due_at,
        deleted_at: now,
      });
      const audited = await this.erasure.pseudonymiseAudit(
        manager,
        account.user_id,
        pseudonym,
        (text) => withoutIdentifiers(text, [account.username, ...addresses], pseudonym),
      );
      // The exports' objects go before the rows (which go with the account): should removing
      // them fail, nothing is committed and the next round tries the whole erasure again.
      const exported = await this.exports.eraseMember(manager, account.user_id);
      const erased = await this.erasure.eraseAccount(manager, account, addresses.map(addressKey));
      erased['data_export'] = exported.exports;
      erased['exports_objects'] = exported.objects;
      erased['outbox'] = await this.outbox.forgetMember(manager, account.user_id, addresses);
      await this.erasure.recordOwnStep(manager, {
        user_id: account.user_id,
        service: 'svc-auth',
        erased_at: now,
        erased,
        pseudonymised: { admin_audit: audited },
      });
      await this.sessions.revoked(manager, account.user_id, now);
      await this.outbox.event(manager, memberDeletedEvent, {
        event_id: randomUUID(),
        user_id: account.user_id,
        pseudonym,
        at: now.toISOString(),
      });
      this.logger.log({ msg: 'account deleted', userId: account.user_id, pseudonym });
      return true;
    });
  }
}

function addressesOf(account: DueAccount): string[] {
  return account.pending_email ? [account.email, account.pending_email] : [account.email];
}
