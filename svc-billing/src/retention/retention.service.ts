import { Inject, Injectable, Logger } from '@nestjs/common';
import { imageObjectKey, retentionRunsPageSize, type RetentionRunsResult } from '@dating/contracts';
import { Buckets, CLOCK, ObjectStorage, Outbox, type Clock } from '@dating/server';
import { keptFrom, retentionReport } from './retention-rules';
import { RetentionRepository } from './retention.repository';

/** The job's name in RETENTION_RUN. */
export const retentionJob = 'billing.retention';

/** `ran: false`: another replica was running the job, so this one left it alone. */
export type RetentionOutcome = { ran: false } | { ran: true; erased: Record<string, number> };

/**
 * The retention job (issue 29): a deleted member's orders, memberships and receipts, kept under
 * their pseudonym, are erased with their receipt objects once billingRetentionYears have passed
 * after the end of the order's year. One replica runs a pass at a time (an advisory lock; the
 * other skips), in one transaction with the record of the run, and the vouchers are removed
 * before it commits: a failed removal leaves the rows to the next pass, and a removal whose
 * commit failed is repeated harmlessly by it. Their looks went when the member was erased; one
 * left over is no longer bound to a receipt, and the upload sweep takes it.
 */
@Injectable()
export class RetentionService {
  private readonly logger = new Logger(RetentionService.name);
  private running: Promise<RetentionOutcome> | null = null;

  constructor(
    private readonly retention: RetentionRepository,
    private readonly outbox: Outbox,
    @Inject(ObjectStorage) private readonly storage: ObjectStorage,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Runs a pass, or joins the one already running in this process. */
  run(): Promise<RetentionOutcome> {
    this.running ??= this.pass().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  async list(page: number): Promise<RetentionRunsResult> {
    const rows = await this.retention.page(
      (page - 1) * retentionRunsPageSize,
      retentionRunsPageSize,
    );
    return {
      runs: rows.slice(0, retentionRunsPageSize).map((row) => ({
        id: row.id,
        job: row.job,
        ran_at: row.ran_at.toISOString(),
        erased: row.erased,
      })),
      page,
      has_more: rows.length > retentionRunsPageSize,
    };
  }

  private async pass(): Promise<RetentionOutcome> {
    const outcome = await this.outbox.transaction(async (manager): Promise<RetentionOutcome> => {
      if (!(await this.retention.lock(manager))) return { ran: false };
      const now = this.clock.now();
      const due = await this.retention.eraseDue(manager, keptFrom(now));
      await this.storage.remove(
        Buckets.receipts,
        ...due.receiptFiles.map((file) => imageObjectKey(file, 'full')),
      );
      const erased = retentionReport(due);
      await this.retention.record(manager, { job: retentionJob, ranAt: now, erased });
      return { ran: true, erased };
    });
    if (outcome.ran && outcome.erased.purchase_order)
      this.logger.log({ msg: 'retention period over, records erased', ...outcome.erased });
    return outcome;
  }
}
