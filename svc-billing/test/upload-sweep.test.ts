import { type INestMicroservice } from '@nestjs/common';
import {
  billingCalls,
  billingMessages as M,
  ErrorCode,
  lookObjectKey,
  receiptLookLimits,
  type Caller,
} from '@dating/contracts';
import { Buckets, UploadSweeper, type SweepOutcome } from '@dating/server';
import { ManualClock, serviceFailure, startReplica } from '@dating/testing';
import { defineBillingService } from '../src/service';
import { as, join, order, startPortal, uploadReceipt, type Portal } from './portal';

jest.setTimeout(120_000);

/** Starts at the store's time, so uploads are as old as the tests move it. */
const clock = new ManualClock(new Date());
let portal: Portal;
let malee: Caller;
let somsri: Caller;
const replicas: INestMicroservice[] = [];

const look = {
  dhash: '3c3c0f0f71718e8e',
  thumbnail: new Uint8Array(receiptLookLimits.thumbnailSide ** 2).fill(200),
};

/** A receipt as the gateway stores it: the image and its look thumbnail. */
const uploaded = (member: Caller) =>
  uploadReceipt(portal, member, { bytes: `receipt ${Math.random()}`, look });

const stored = async (fileId: string) => ({
  full: (await portal.storage.stat(Buckets.receipts, fileId)) !== null,
  look: (await portal.storage.stat(Buckets.receipts, lookObjectKey(fileId))) !== null,
});

/** The sweeper of a fresh replica, once the sweep it made at start is done. */
async function sweeperOfReplica(): Promise<UploadSweeper> {
  const replica = await startReplica(defineBillingService(clock), portal.billing);
  replicas.push(replica);
  const sweeper = replica.get(UploadSweeper);
  await sweeper.sweep();
  return sweeper;
}

const removedBy = (outcomes: SweepOutcome[]) =>
  outcomes.reduce((sum, outcome) => sum + (outcome.swept ? outcome.removed : 0), 0);

beforeAll(async () => {
  portal = await startPortal({}, clock);
  [malee, somsri] = await Promise.all([join(portal, 'malee'), join(portal, 'somsri')]);
});

afterAll(async () => {
  await Promise.all(replicas.map((replica) => replica.close()));
  await portal?.stop();
});

describe('the sweep of receipts no order binds', () => {
  it('keeps an unattached receipt a day, then removes it and its look; an attached one stays', async () => {
    const attached = await uploaded(malee);
    await as(portal, malee)(billingCalls.receiptAttach, {
      purchase_id: await order(portal, malee),
      purchase_img_file: attached,
    });
    const unattached = await uploaded(malee);
    const sweeper = await sweeperOfReplica();

    clock.advanceMinutes(23 * 60);
    await sweeper.sweep();
    expect(await stored(unattached)).toEqual({ full: true, look: true });

    clock.advanceMinutes(2 * 60);
    expect(await sweeper.sweep()).toEqual({ swept: true, removed: 2 });
    expect(await stored(unattached)).toEqual({ full: false, look: false });
    expect(await stored(attached)).toEqual({ full: true, look: true });
  });

  it('refuses to attach a receipt within an hour of the age the sweep takes it at', async () => {
    const purchaseId = await order(portal, somsri);
    const old = await uploaded(somsri);
    clock.advanceMinutes(23 * 60 + 1);
    expect(
      await serviceFailure(
        as(portal, somsri)(billingCalls.receiptAttach, {
          purchase_id: purchaseId,
          purchase_img_file: old,
        }),
      ),
    ).toEqual({
      code: ErrorCode.BadRequest,
      message: M.receiptExpired,
      messageCode: 'receiptExpired',
    });
  });

  it('lets two replicas sweep at once: each receipt is removed once, and neither fails', async () => {
    const [first, second] = await Promise.all([sweeperOfReplica(), sweeperOfReplica()]);
    const unattached = await Promise.all(Array.from({ length: 20 }, () => uploaded(somsri)));
    clock.advanceMinutes(25 * 60);
    const outcomes = await Promise.all([first.sweep(), second.sweep()]);
    expect(removedBy(outcomes)).toBe(40);
    for (const fileId of unattached)
      expect(await stored(fileId)).toEqual({ full: false, look: false });
  });
});
