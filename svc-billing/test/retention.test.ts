import { type INestMicroservice } from '@nestjs/common';
import { billingCalls, receiptLookLimits, type Caller } from '@dating/contracts';
import { Buckets } from '@dating/server';
import { serviceFailure, startReplica } from '@dating/testing';
import { RetentionService, type RetentionOutcome } from '../src/retention/retention.service';
import { defineBillingService } from '../src/service';
import {
  as,
  deleteMember,
  join,
  order,
  pay,
  refused,
  sql,
  startPortal,
  uploadReceipt,
  type Portal,
} from './portal';

jest.setTimeout(120_000);

let portal: Portal;
const replicas: INestMicroservice[] = [];
const admin = () => as(portal, portal.admin);

/** Deleted: ploy's order is of 2026; lek's, placed in 2026, was approved in Thai 2027. */
let ploy: Caller;
let lek: Caller;
/** Stays: her receipt looks like ploy's. */
let nok: Caller;
const receipts = { ploy: '', lek: '', nok: '' };

const look = {
  dhash: '3c3c0f0f71718e8e',
  thumbnail: new Uint8Array(receiptLookLimits.thumbnailSide ** 2).fill(200),
};

/** Moves the services' clock on to `iso` (whole minutes). */
function moveClockTo(iso: string): void {
  portal.clock.advanceMinutes((new Date(iso).getTime() - portal.clock.now().getTime()) / 60_000);
}

/** One retention pass in each replica, all at the same moment. */
const runEverywhere = (): Promise<RetentionOutcome[]> =>
  Promise.all(replicas.map((replica) => replica.get(RetentionService).run()));

/** What the passes that ran erased, summed per table and bucket. */
function erasedBy(outcomes: RetentionOutcome[]): Record<string, number> {
  const total: Record<string, number> = {};
  for (const outcome of outcomes)
    if (outcome.ran)
      for (const [place, count] of Object.entries(outcome.erased))
        total[place] = (total[place] ?? 0) + count;
  return total;
}

const nothing = { purchase_order: 0, user_member: 0, receipt: 0, receipts: 0 };
const oneOrder = { purchase_order: 1, user_member: 1, receipt: 1, receipts: 1 };

/** The member's rows in each table that keeps billing records. */
async function rowsOf(member: Caller) {
  const [row] = await sql<{ orders: number; memberships: number; receipts: number }>(
    portal,
    `SELECT (SELECT count(*)::int FROM purchase_order WHERE user_id = $1) AS orders,
            (SELECT count(*)::int FROM user_member WHERE user_id = $1) AS memberships,
            (SELECT count(*)::int FROM receipt r JOIN purchase_order o USING (purchase_id)
              WHERE o.user_id = $1) AS receipts`,
    [member.userId],
  );
  return row;
}

const stored = async (file: string) => (await portal.storage.stat(Buckets.receipts, file)) !== null;

/** An order paid with `file` and approved now. */
async function approvedOrder(member: Caller, file: string): Promise<number> {
  const purchaseId = await order(portal, member, 1);
  await as(portal, member)(billingCalls.receiptAttach, {
    purchase_id: purchaseId,
    purchase_img_file: file,
  });
  await admin()(billingCalls.orderApprove, { purchase_id: purchaseId });
  return purchaseId;
}

beforeAll(async () => {
  // 1 March 2026.
  portal = await startPortal();
  [ploy, lek, nok] = await Promise.all([
    join(portal, 'ploy'),
    join(portal, 'lek'),
    join(portal, 'nok'),
  ]);
  replicas.push(
    ...(await Promise.all(
      [1, 2].map(() => startReplica(defineBillingService(portal.clock), portal.billing)),
    )),
  );
  receipts.ploy = await uploadReceipt(portal, ploy, { look });
  await approvedOrder(ploy, receipts.ploy);
  receipts.nok = await uploadReceipt(portal, nok, { look });
  await approvedOrder(nok, receipts.nok);
  const lekOrder = await order(portal, lek, 1);
  receipts.lek = await pay(portal, lek, lekOrder);
  // 00:30 on 1 January 2027 in Bangkok, still 2026 in UTC.
  moveClockTo('2026-12-31T17:30:00Z');
  await admin()(billingCalls.orderApprove, { purchase_id: lekOrder });
  await deleteMember(portal, ploy);
  await deleteMember(portal, lek);
});

afterAll(async () => {
  await Promise.all(replicas.map((replica) => replica.close()));
  await portal?.stop();
});

describe("the retention of a deleted member's billing records", () => {
  it('keeps them until five years after the end of their year in Thai time', async () => {
    expect(
      await sql(
        portal,
        'SELECT likely_reuse_of IS NOT NULL AS flagged FROM receipt WHERE file_id = $1',
        [receipts.nok],
      ),
    ).toEqual([{ flagged: true }]);
    // 23:59 on 31 December 2031 in Bangkok.
    moveClockTo('2031-12-31T16:59:00Z');
    const outcomes = await runEverywhere();
    expect(outcomes.some((outcome) => outcome.ran)).toBe(true);
    expect(erasedBy(outcomes)).toEqual(nothing);
    expect(await rowsOf(ploy)).toEqual({ orders: 1, memberships: 1, receipts: 1 });
    expect(await stored(receipts.ploy)).toBe(true);
  });

  it('erases them (rows and voucher) once the period is over, once from two replicas at once', async () => {
    // Midnight, 1 January 2032 in Bangkok.
    moveClockTo('2031-12-31T17:00:00Z');
    const outcomes = await runEverywhere();
    expect(erasedBy(outcomes)).toEqual(oneOrder);
    expect(await rowsOf(ploy)).toEqual({ orders: 0, memberships: 0, receipts: 0 });
    expect(await stored(receipts.ploy)).toBe(false);
    // Her tombstone stays: it names nobody, and keeps late events from bringing her back.
    expect(
      await sql(portal, 'SELECT 1 FROM erased_member WHERE user_id = $1', [ploy.userId]),
    ).toHaveLength(1);
    // lek's order is in the books of 2027; nok is a member.
    expect(await rowsOf(lek)).toEqual({ orders: 1, memberships: 1, receipts: 1 });
    expect(await stored(receipts.lek)).toBe(true);
    expect(await rowsOf(nok)).toEqual({ orders: 1, memberships: 1, receipts: 1 });
    expect(await stored(receipts.nok)).toBe(true);
    // nok's receipt no longer points at the erased one it looked like.
    expect(
      await sql(portal, 'SELECT likely_reuse_of FROM receipt WHERE file_id = $1', [receipts.nok]),
    ).toEqual([{ likely_reuse_of: null }]);
    // Again: nothing more.
    expect(erasedBy(await runEverywhere())).toEqual(nothing);
  });

  it('erases an order approved in the next Thai year a year later', async () => {
    moveClockTo('2032-12-31T16:59:00Z');
    expect(erasedBy(await runEverywhere())).toEqual(nothing);
    moveClockTo('2032-12-31T17:00:00Z');
    expect(erasedBy(await runEverywhere())).toEqual(oneOrder);
    expect(await rowsOf(lek)).toEqual({ orders: 0, memberships: 0, receipts: 0 });
    expect(await stored(receipts.lek)).toBe(false);
    expect(await rowsOf(nok)).toEqual({ orders: 1, memberships: 1, receipts: 1 });
  });

  it("records each pass for the admin's retention report, newest first", async () => {
    const { runs, page, has_more } = await admin()(billingCalls.adminRetentionRuns, { page: 1 });
    expect({ page, has_more }).toEqual({ page: 1, has_more: false });
    const times = runs.map((run) => run.ran_at);
    expect(times).toEqual([...times].sort().reverse());
    expect(runs.every((run) => run.job === 'billing.retention')).toBe(true);
    const erasing = runs.filter((run) => run.erased.purchase_order);
    expect(erasing).toEqual([
      {
        id: expect.any(Number) as unknown,
        job: 'billing.retention',
        ran_at: '2032-12-31T17:00:00.000Z',
        erased: oneOrder,
      },
      {
        id: expect.any(Number) as unknown,
        job: 'billing.retention',
        ran_at: '2031-12-31T17:00:00.000Z',
        erased: oneOrder,
      },
    ]);
    // The passes that found nothing due are there too: the job ran.
    expect(runs.filter((run) => run.ran_at === '2031-12-31T16:59:00.000Z').length).toBeGreaterThan(
      0,
    );
    expect(
      await serviceFailure(as(portal, nok)(billingCalls.adminRetentionRuns, { page: 1 })),
    ).toEqual(refused);
  });
});
