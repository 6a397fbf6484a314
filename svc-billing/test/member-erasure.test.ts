import { randomUUID } from 'node:crypto';
import { type INestMicroservice } from '@nestjs/common';
import {
  authCalls,
  billingCalls,
  ErrorCode,
  memberDeletedEvent,
  memberErasedEvent,
  memberStatusEvent,
  Messages,
  receiptLookLimits,
  type Caller,
  type ReceiptLook,
  type SlipReference,
} from '@dating/contracts';
import { Buckets } from '@dating/server';
import {
  eventsHandled,
  outboxDrained,
  publishedEvents,
  publishEvent,
  serviceFailure,
  startReplica,
} from '@dating/testing';
import { ErasureService } from '../src/erasure/erasure.service';
import { ExpiryService } from '../src/expiry/expiry.service';
import { defineBillingService } from '../src/service';
import {
  as,
  deleteMember,
  join,
  newPseudonym,
  order,
  pay,
  sql,
  startPortal,
  until,
  uploadReceipt,
  type Portal,
} from './portal';

jest.setTimeout(120_000);

let portal: Portal;
const replicas: INestMicroservice[] = [];
const admin = () => as(portal, portal.admin);

/** The member whose account is deleted, and one who stays. */
let somchai: Caller;
let nok: Caller;
const pseudonym = newPseudonym();

/** somchai's orders: A approved (after a rejection), C waiting for the admin, D removed unpaid. */
let orderA: number;
let orderC: number;
/** His receipt files: r1 rejected and r2 approved on A, r3 on C; u4 never attached. */
const files: Record<'r1' | 'r2' | 'r3' | 'u4', string> = { r1: '', r2: '', r3: '', u4: '' };
const slips: Record<'r1' | 'r2' | 'r3' | 'u4', SlipReference> = {
  r1: slip(),
  r2: slip(),
  r3: slip(),
  u4: slip(),
};
const reason = 'Somchai Jaidee, the slip shows 200 Baht, not 299';
/** nok's receipt: hers stays as it was. */
let nokFile: string;

function slip(): SlipReference {
  return { bank: '004', reference: `T${randomUUID().replaceAll('-', '').slice(0, 20)}` };
}

/** A look of its own: no receipt looks like another here. */
function look(dhash: string, fill: number): ReceiptLook {
  return { dhash, thumbnail: new Uint8Array(receiptLookLimits.thumbnailSide ** 2).fill(fill) };
}

async function attach(
  member: Caller,
  purchaseId: number,
  options: { slip: SlipReference; look?: ReceiptLook },
): Promise<string> {
  const file = await uploadReceipt(portal, member, options);
  await as(portal, member)(billingCalls.receiptAttach, {
    purchase_id: purchaseId,
    purchase_img_file: file,
  });
  return file;
}

/**
 * Every value of every text, character and JSON column of every table in svc-billing's
 * database, with where it is (`table.column`).
 */
async function textValues(): Promise<{ place: string; value: string }[]> {
  const columns = await sql<{ table_name: string; column_name: string }>(
    portal,
    `SELECT c.table_name, c.column_name
       FROM information_schema.columns c
       JOIN information_schema.tables t USING (table_schema, table_name)
      WHERE t.table_type = 'BASE TABLE'
        AND c.table_schema NOT IN ('pg_catalog', 'information_schema')
        AND c.data_type IN ('text', 'character varying', 'character', 'json', 'jsonb')`,
  );
  const values: { place: string; value: string }[] = [];
  for (const { table_name, column_name } of columns) {
    const rows = await sql<{ value: string }>(
      portal,
      `SELECT "${column_name}"::text AS value FROM "${table_name}" WHERE "${column_name}" IS NOT NULL`,
    );
    for (const { value } of rows) values.push({ place: `${table_name}.${column_name}`, value });
  }
  return values;
}

/** The columns (`table.column`) holding `needle` in any row, in any case. */
function whereFound(values: { place: string; value: string }[], needle: string): string[] {
  const found = values
    .filter(({ value }) => value.toLowerCase().includes(needle.toLowerCase()))
    .map(({ place }) => place);
  return [...new Set(found)].sort();
}

async function bucketKeys(): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of portal.storage.list(Buckets.receipts)) keys.push(object.key);
  return keys.sort();
}

/** Once every event svc-billing wrote was published (the letter left waiting is a mail). */
const eventsPublished = () =>
  until(
    async () =>
      (await sql(portal, "SELECT 1 FROM outbox WHERE kind <> 'mail' LIMIT 1")).length === 0,
  );

async function erasedEventsOf(member: Caller) {
  await eventsPublished();
  return (await publishedEvents(portal.infra, memberErasedEvent)).filter(
    (event) => event.user_id === member.userId,
  );
}

const shaOf = async (file: string) =>
  (
    await sql<{ sha256: string }>(portal, 'SELECT sha256 FROM receipt_upload WHERE file_id = $1', [
      file,
    ])
  )[0]?.sha256 ?? '';

let shas: Record<keyof typeof files, string>;
let revenueBefore: unknown;

beforeAll(async () => {
  portal = await startPortal();
  [somchai, nok] = await Promise.all([join(portal, 'somchai'), join(portal, 'nok')]);
  replicas.push(
    ...(await Promise.all(
      [1, 2].map(() => startReplica(defineBillingService(portal.clock), portal.billing)),
    )),
  );

  // svc-auth deactivated and reactivated him once: billing keeps his status.
  await portal.auth.calls.call(
    authCalls.adminMemberDeactivate,
    { user_id: somchai.userId, reason: 'checking his receipts' },
    { caller: portal.admin },
  );
  await portal.auth.calls.call(
    authCalls.adminMemberReactivate,
    { user_id: somchai.userId },
    { caller: portal.admin },
  );
  await until(
    async () =>
      (
        await sql<{ active: boolean }>(
          portal,
          'SELECT active FROM member_status WHERE user_id = $1',
          [somchai.userId],
        )
      )[0]?.active === true,
  );

  // D: ordered and removed before paying.
  await order(portal, somchai, 2);
  await as(portal, somchai)(billingCalls.orderRemove, {
    table: 'PURCHASE_ORDER',
    package_id: 2,
    user_id: somchai.userId,
  });
  // A: a receipt rejected with a reason naming him, then another approved.
  orderA = await order(portal, somchai, 1);
  files.r1 = await attach(somchai, orderA, { slip: slips.r1, look: look('0000000000000000', 10) });
  await admin()(billingCalls.orderReject, { purchase_id: orderA, reason });
  files.r2 = await attach(somchai, orderA, { slip: slips.r2 });
  await admin()(billingCalls.orderApprove, { purchase_id: orderA });
  // A month later his membership has expired and C waits for the admin.
  portal.clock.advanceDays(31);
  await Promise.all(replicas.map((replica) => replica.get(ExpiryService).run()));
  orderC = await order(portal, somchai, 1);
  files.r3 = await attach(somchai, orderC, { slip: slips.r3, look: look('ffffffffffffffff', 240) });
  // u4: uploaded, never attached.
  files.u4 = await uploadReceipt(portal, somchai, {
    slip: slips.u4,
    look: look('f0f0f0f0f0f0f0f0', 120),
  });
  // nok's approved order.
  const nokOrder = await order(portal, nok, 1);
  nokFile = await attach(nok, nokOrder, { slip: slip(), look: look('0f0f0f0f0f0f0f0f', 60) });
  await admin()(billingCalls.orderApprove, { purchase_id: nokOrder });

  shas = {
    r1: await shaOf(files.r1),
    r2: await shaOf(files.r2),
    r3: await shaOf(files.r3),
    u4: await shaOf(files.u4),
  };
  await outboxDrained(portal.billing);
  // A letter to each, not yet sent when the account is deleted.
  for (const [member, params] of [
    [somchai, { kind: 'rejected', packageName: '1 Month', reason }],
    [nok, { kind: 'expired', end: '2026-04-01T10:00:00.000Z' }],
  ] as const)
    await sql(
      portal,
      `INSERT INTO outbox (id, kind, subject, payload, due_at)
       VALUES (gen_random_uuid(), 'mail', 'billing.subscription', $1::jsonb,
               now() + interval '1 day')`,
      [
        JSON.stringify({
          to: { userId: member.userId, kind: 'subscription', lang: 'en' },
          template: 'billing.subscription',
          params,
          names: [],
        }),
      ],
    );
  revenueBefore = (await admin()(billingCalls.adminStats, {})).revenue;
  await deleteMember(portal, somchai, pseudonym);
});

afterAll(async () => {
  await Promise.all(replicas.map((replica) => replica.close()));
  await portal?.stop();
});

describe("a deleted member's billing data", () => {
  it('is reported once to svc-auth: what was erased and what is kept under the pseudonym', async () => {
    const events = await erasedEventsOf(somchai);
    expect(events).toEqual([
      {
        event_id: expect.any(String) as unknown,
        user_id: somchai.userId,
        service: 'svc-billing',
        at: portal.clock.now().toISOString(),
        erased: {
          // D, never paid.
          purchase_order: 1,
          // r1, r2, r3 and u4.
          receipt_upload: 4,
          member_status: 1,
          // The letter to him.
          outbox: 1,
          // u4 and its look; the looks of r1 and r3.
          receipts: 4,
        },
        // A and C, A's membership, r1, r2 and r3 with their images.
        pseudonymised: { purchase_order: 2, user_member: 1, receipt: 3, receipts: 3 },
      },
    ]);
  });

  it('names him nowhere; only the kept receipts keep their bank transfer references and hashes', async () => {
    const values = await textValues();
    // His username, any case (the admin's reason began with "Somchai"), and so his e-mail.
    expect(whereFound(values, somchai.username)).toEqual([]);
    expect(whereFound(values, reason)).toEqual([]);
    // What the kept vouchers are: the bank's reference ties each to its transfer, the hash
    // keeps the same receipt from being used again. Nothing of the upload never attached.
    for (const kept of ['r1', 'r2', 'r3'] as const) {
      expect(whereFound(values, slips[kept].reference)).toEqual(['receipt.slip_reference']);
      expect(whereFound(values, shas[kept])).toEqual(['receipt.sha256']);
    }
    expect(whereFound(values, slips.u4.reference)).toEqual([]);
    expect(whereFound(values, shas.u4)).toEqual([]);
    // The pseudonym stands where his name was.
    expect(whereFound(values, pseudonym)).toEqual([
      'purchase_order.create_user',
      'purchase_order.pseudonym',
      'purchase_order.username',
      'receipt.create_user',
    ]);
    // The scan finds a member who stays.
    expect(whereFound(values, nok.username)).toEqual(
      expect.arrayContaining(['purchase_order.username', 'receipt_upload.create_user']),
    );
  });

  it('keeps the paid orders, the membership and the receipts, and nothing else of his', async () => {
    expect(
      await sql(
        portal,
        `SELECT purchase_id, purchase_status, active_flag, reject_reason, username
           FROM purchase_order WHERE user_id = $1 ORDER BY purchase_id`,
        [somchai.userId],
      ),
    ).toEqual([
      {
        purchase_id: orderA,
        purchase_status: 'AP',
        active_flag: 'Y',
        reject_reason: null,
        username: pseudonym,
      },
      // Still waiting: removed, so no admin approves it for an account that is gone.
      {
        purchase_id: orderC,
        purchase_status: 'WA',
        active_flag: 'N',
        reject_reason: null,
        username: pseudonym,
      },
    ]);
    expect(
      await sql(portal, 'SELECT member_status FROM user_member WHERE user_id = $1', [
        somchai.userId,
      ]),
    ).toEqual([{ member_status: 'E' }]);
    expect(
      await sql(
        portal,
        `SELECT file_id FROM receipt WHERE purchase_id = ANY($1::int[]) ORDER BY receipt_id`,
        [[orderA, orderC]],
      ),
    ).toEqual([{ file_id: files.r1 }, { file_id: files.r2 }, { file_id: files.r3 }]);
    expect(
      await sql(portal, 'SELECT 1 FROM member_status WHERE user_id = $1', [somchai.userId]),
    ).toEqual([]);
    expect(
      await sql(portal, 'SELECT 1 FROM receipt_upload WHERE uploader_id = $1', [somchai.userId]),
    ).toEqual([]);
    expect(
      await sql(
        portal,
        `SELECT (payload->'to'->>'userId')::int AS user_id FROM outbox WHERE kind = 'mail'`,
      ),
    ).toEqual([{ user_id: nok.userId }]);
  });

  it("leaves in the receipts bucket only the vouchers of his kept orders, and others' objects", async () => {
    expect(await bucketKeys()).toEqual(
      [files.r1, files.r2, files.r3, nokFile, `look/${nokFile}`].sort(),
    );
  });

  it("shows the pseudonym in the admin's lists, and revenue still counts his order", async () => {
    const approved = await admin()(billingCalls.reviewList, { status: 'AP', page: 1 });
    expect(approved.result.find((row) => row.purchase_id === orderA)).toMatchObject({
      username: pseudonym,
      user_id: somchai.userId,
      reject_reason: null,
      receipt_url: expect.stringContaining(files.r2) as unknown,
    });
    const waiting = await admin()(billingCalls.reviewList, { status: 'WA', page: 1 });
    expect(waiting.result.map((row) => row.purchase_id)).not.toContain(orderC);
    expect(
      await admin()(billingCalls.adminMemberBilling, { user_id: somchai.userId }),
    ).toMatchObject({
      orders: [{ purchase_id: orderA, purchase_status: 'AP', reject_reason: null }],
      memberships: [{ purchase_id: orderA, member_status: 'E' }],
      membership: { state: 'expired' },
      pseudonym,
    });
    expect(
      (await admin()(billingCalls.adminMemberBilling, { user_id: nok.userId })).pseudonym,
    ).toBeNull();
    expect((await admin()(billingCalls.adminStats, {})).revenue).toEqual(revenueBefore);
  });
});

describe('after the erasure', () => {
  it('the same event again erases nothing more and reports nothing more', async () => {
    await publishEvent(portal.infra, memberDeletedEvent, {
      event_id: randomUUID(),
      user_id: somchai.userId,
      pseudonym,
      at: portal.clock.now().toISOString(),
    });
    await eventsHandled(portal.infra, memberDeletedEvent, 'svc-billing');
    expect(await erasedEventsOf(somchai)).toHaveLength(1);
    expect(whereFound(await textValues(), pseudonym)).toHaveLength(4);
  });

  it("a late event of svc-auth's about him keeps nothing", async () => {
    await publishEvent(portal.infra, memberStatusEvent, {
      user_id: somchai.userId,
      active: false,
      reason: 'too late',
      at: portal.clock.now().toISOString(),
    });
    await eventsHandled(portal.infra, memberStatusEvent, 'svc-billing');
    expect(
      await sql(portal, 'SELECT 1 FROM member_status WHERE user_id = $1', [somchai.userId]),
    ).toEqual([]);
  });

  it('nothing is ordered or uploaded for him', async () => {
    const gone = {
      code: ErrorCode.NotFound,
      message: Messages.notFoundUser,
      messageCode: 'notFoundUser',
    };
    expect(await serviceFailure(order(portal, somchai, 1))).toEqual(gone);
    expect(await serviceFailure(uploadReceipt(portal, somchai))).toEqual(gone);
    expect(
      await sql(portal, 'SELECT count(*)::int AS n FROM purchase_order WHERE user_id = $1', [
        somchai.userId,
      ]),
    ).toEqual([{ n: 2 }]);
    expect(
      await sql(portal, 'SELECT 1 FROM receipt_upload WHERE uploader_id = $1', [somchai.userId]),
    ).toEqual([]);
  });
});

describe('two replicas given the same deletion at once', () => {
  it('erase once and report once; a running membership ends', async () => {
    const malee = await join(portal, 'malee');
    const purchaseId = await order(portal, malee, 1);
    await pay(portal, malee, purchaseId);
    await admin()(billingCalls.orderApprove, { purchase_id: purchaseId });
    const subscribing = (await admin()(billingCalls.adminStats, {})).active_subscriptions;
    const deleted = {
      event_id: randomUUID(),
      user_id: malee.userId,
      pseudonym: newPseudonym(),
      at: portal.clock.now().toISOString(),
    };
    await Promise.all([
      ...replicas.map((replica) => replica.get(ErasureService).erase(deleted)),
      publishEvent(portal.infra, memberDeletedEvent, deleted),
      publishEvent(portal.infra, memberDeletedEvent, deleted),
    ]);
    await eventsHandled(portal.infra, memberDeletedEvent, 'svc-billing');
    const events = await erasedEventsOf(malee);
    expect(events).toHaveLength(1);
    expect(events[0]?.pseudonymised).toEqual({
      purchase_order: 1,
      user_member: 1,
      receipt: 1,
      receipts: 1,
    });
    expect(
      await sql(
        portal,
        'SELECT member_status, update_process FROM user_member WHERE user_id = $1',
        [malee.userId],
      ),
    ).toEqual([{ member_status: 'E', update_process: 'billing.erasure' }]);
    expect((await admin()(billingCalls.adminStats, {})).active_subscriptions).toBe(subscribing - 1);
  });
});
