import { randomUUID } from 'node:crypto';
import {
  billingCalls,
  ErrorCode,
  Messages,
  type Caller,
  type CallDefinition,
} from '@dating/contracts';
import { ServiceClient, signAssertion, type BusIdentity } from '@dating/server';
import {
  impostorOf,
  natsConnection,
  serviceFailure,
  testBusIdentity,
  testCallClient,
} from '@dating/testing';
import { as, join, order, pay, refused, sql, startPortal, type Portal } from './portal';

/** What a caller learns when NATS refuses to carry its message: nothing reached the service. */
const notDelivered = {
  code: ErrorCode.Unavailable,
  message: Messages.serviceUnavailable,
  messageCode: 'serviceUnavailable',
};

let portal: Portal;
let member: Caller;
let waiting: number;

/** An assertion as `as` seals it, for a subject and a body. */
const assertion = (as: BusIdentity, call: CallDefinition, body: unknown, caller: Caller | null) =>
  signAssertion(as, { sub: call.subject, body, caller }, Date.now());

/** A message put on the bus by hand, as anyone connected to NATS could. */
const publish = (call: CallDefinition, message: object) =>
  portal.billing.client.send(call.subject, message);

/** The waiting order is as it was: WA, and no membership came of it. */
async function expectUnchanged(): Promise<void> {
  expect(
    await sql(portal, 'SELECT purchase_status FROM purchase_order WHERE purchase_id = $1', [
      waiting,
    ]),
  ).toEqual([{ purchase_status: 'WA' }]);
  expect(
    await sql(portal, 'SELECT count(*)::int AS n FROM user_member WHERE purchase_id = $1', [
      waiting,
    ]),
  ).toEqual([{ n: 0 }]);
}

beforeAll(async () => {
  // The bus as `npm start` and compose run it: each deployable with its own credentials.
  portal = await startPortal({}, undefined, { lockedBus: true });
  member = await join(portal, 'waiting-member');
  waiting = await order(portal, member);
  await pay(portal, member, waiting);
});

afterAll(() => portal?.stop());

describe('an approval put on the bus without valid proof', () => {
  const body = () => ({ purchase_id: waiting });

  it('is refused without an assertion', async () => {
    expect(await serviceFailure(publish(billingCalls.orderApprove, { body: body() }))).toEqual(
      refused,
    );
    expect(
      await serviceFailure(
        publish(billingCalls.orderApprove, { assertion: 'forged', lang: 'en', body: body() }),
      ),
    ).toEqual(refused);
    await expectUnchanged();
  });

  it('is refused when a key the service does not trust sealed it as the gateway', async () => {
    const signed = assertion(
      impostorOf('gateway'),
      billingCalls.orderApprove,
      body(),
      portal.admin,
    );
    expect(
      await serviceFailure(
        publish(billingCalls.orderApprove, { assertion: signed, lang: 'en', body: body() }),
      ),
    ).toEqual(refused);
    await expectUnchanged();
  });

  it('is refused with the gateway’s assertion made for another subject', async () => {
    const forList = assertion(
      testBusIdentity('gateway'),
      billingCalls.reviewList,
      body(),
      portal.admin,
    );
    expect(
      await serviceFailure(
        publish(billingCalls.orderApprove, { assertion: forList, lang: 'en', body: body() }),
      ),
    ).toEqual(refused);
    await expectUnchanged();
  });

  it('is refused with the gateway’s assertion made for another body', async () => {
    const forAnother = assertion(
      testBusIdentity('gateway'),
      billingCalls.orderApprove,
      { purchase_id: waiting + 1000 },
      portal.admin,
    );
    expect(
      await serviceFailure(
        publish(billingCalls.orderApprove, { assertion: forAnother, lang: 'en', body: body() }),
      ),
    ).toEqual(refused);
    await expectUnchanged();
  });

  it('is refused when the gateway signs it for a member', async () => {
    expect(
      await serviceFailure(as(portal, member)(billingCalls.orderApprove, { purchase_id: waiting })),
    ).toEqual(refused);
    await expectUnchanged();
  });
});

describe('an internal call from a deployable it does not name (refused by the bus itself)', () => {
  it.each(['svc-interest', 'svc-profile', 'svc-auth'] as const)(
    'never lets %s record a receipt: the bus refuses it, and nothing is recorded',
    async (deployable) => {
      const stranger = testCallClient(portal.infra, deployable);
      const fileId = randomUUID();
      try {
        expect(
          await serviceFailure(
            stranger.calls.call(
              billingCalls.receiptRecord,
              { receipt_id: fileId, sha256: 'ab'.repeat(32), slip: null, look: null },
              { caller: member },
            ),
          ),
        ).toEqual(notDelivered);
      } finally {
        await stranger.close();
      }
      expect(
        await sql(portal, 'SELECT 1 FROM receipt_upload WHERE file_id = $1', [fileId]),
      ).toEqual([]);
    },
  );
});

describe('an approval published with another deployable’s credentials', () => {
  it('never reaches svc-billing, even carrying the gateway’s valid assertion', async () => {
    const interest = new ServiceClient({
      nats: natsConnection(portal.infra, 'svc-interest'),
      timeoutMs: 3000,
    });
    const body = { purchase_id: waiting };
    const overheard = assertion(
      testBusIdentity('gateway'),
      billingCalls.orderApprove,
      body,
      portal.admin,
    );
    try {
      expect(
        await serviceFailure(
          interest.send(billingCalls.orderApprove.subject, {
            assertion: overheard,
            lang: 'en',
            body,
          }),
        ),
      ).toEqual(notDelivered);
    } finally {
      await interest.onApplicationShutdown();
    }
    await expectUnchanged();
  });
});
