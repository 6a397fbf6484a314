import { connect, type NatsConnection } from '@nats-io/transport-node';
import {
  ErrorCode,
  interestCalls,
  Messages,
  type CallDefinition,
  type Caller,
} from '@dating/contracts';
import { CallClient, type CallMessage } from '@dating/server';
import { impostorOf, serviceFailure } from '@dating/testing';
import { asMember, join, startPortal, type Portal } from './members';

let portal: Portal;
/** Anyone on the (open, test) bus: hears every message and may send any. */
let eavesdropper: NatsConnection;
let anong: Caller;
let bjorn: Caller;
let chai: Caller;

beforeAll(async () => {
  portal = await startPortal();
  eavesdropper = await connect({ servers: portal.infra.natsUrl });
  [anong, bjorn, chai] = await Promise.all([
    join(portal, 'anong'),
    join(portal, 'bjorn'),
    join(portal, 'chai'),
  ]);
}, 60000);

afterAll(async () => {
  await eavesdropper?.close();
  await portal?.stop();
});

const refused = {
  code: ErrorCode.Unauthenticated,
  message: Messages.missingToken,
  messageCode: 'missingToken',
};

const interestRows = () =>
  portal.interest.database.query(
    'SELECT user_id, user_interest_id, active_flag, update_user FROM interest ORDER BY interest_id',
  );

/** Sends a message, as it is, to a call's subject. */
const send = (call: CallDefinition, message: unknown) =>
  portal.interest.client.send(call.subject, message);

/** The message of a call crossing the bus while `make` runs, as an eavesdropper hears it. */
async function overhear(call: CallDefinition, make: () => Promise<unknown>): Promise<CallMessage> {
  const heard = eavesdropper.subscribe(call.subject, { max: 1 });
  await eavesdropper.flush();
  await make();
  for await (const message of heard) return message.json<{ data: CallMessage }>().data;
  throw new Error(`${call.subject} was not heard`);
}

describe('a message without proof svc-interest can verify is refused and changes nothing', () => {
  const anongToBjorn = () => ({ user_id: anong.userId, user_interest_id: bjorn.userId });

  it('without an assertion, even naming a caller as messages used to', async () => {
    const before = await interestRows();
    const body = anongToBjorn();
    for (const message of [
      { lang: 'en', body },
      { caller: anong, body },
      { assertion: '', lang: 'en', body },
      { assertion: 'not.an-assertion', lang: 'en', body },
    ]) {
      expect(await serviceFailure(send(interestCalls.create, message))).toEqual(refused);
    }
    expect(await interestRows()).toEqual(before);
  });

  it("signed with a key it does not trust, even under the gateway's name", async () => {
    const before = await interestRows();
    const impostor = new CallClient(portal.interest.client, impostorOf('gateway'));
    expect(
      await serviceFailure(impostor.call(interestCalls.create, anongToBjorn(), { caller: anong })),
    ).toEqual(refused);
    expect(await interestRows()).toEqual(before);
  });

  it("with the gateway's valid assertion for another subject", async () => {
    const before = await interestRows();
    const heard = await overhear(interestCalls.relationGet, () =>
      asMember(portal, anong)(interestCalls.relationGet, anongToBjorn()),
    );
    expect(heard.body).toEqual(anongToBjorn());
    expect(await serviceFailure(send(interestCalls.create, heard))).toEqual(refused);
    expect(await interestRows()).toEqual(before);
  });

  it("with the gateway's valid assertion for another body", async () => {
    const heard = await overhear(interestCalls.create, () =>
      asMember(portal, anong)(interestCalls.create, anongToBjorn()),
    );
    const before = await interestRows();
    const toChai = { user_id: anong.userId, user_interest_id: chai.userId };
    expect(await serviceFailure(send(interestCalls.create, { ...heard, body: toChai }))).toEqual(
      refused,
    );
    expect(await interestRows()).toEqual(before);
  });
});

describe('who may make which call', () => {
  it("refuses a member's call sealed by another service: only the gateway speaks for members", async () => {
    const before = await interestRows();
    const body = { user_id: chai.userId, user_interest_id: bjorn.userId };
    expect(
      await serviceFailure(
        portal.signedAs('svc-profile').call(interestCalls.create, body, { caller: chai }),
      ),
    ).toEqual(refused);
    expect(await interestRows()).toEqual(before);
  });
});
