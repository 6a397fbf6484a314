import { connect, type NatsConnection, type Subscription } from '@nats-io/transport-node';
import { Messages, profileCalls, type CallDefinition } from '@dating/contracts';
import { startEdgeUnderTest, type EdgeUnderTest } from './gateway-under-test';

// The gateway passes on only what a route declares: svc-profile is played here by a responder
// on the bus that answers whatever the test gives it, as Nest's NATS server would.

let edge: EdgeUnderTest;
let member: { token: string; userId: number };
let bus: NatsConnection;
const responding: Subscription[] = [];

beforeAll(async () => {
  edge = await startEdgeUnderTest();
  member = await edge.gateway.register('declared');
  bus = await connect({ servers: edge.infra.natsUrl });
}, 60000);

afterEach(async () => {
  responding.splice(0).forEach((subscription) => subscription.unsubscribe());
  await bus.flush();
});

afterAll(async () => {
  await bus?.close();
  await edge?.stop();
});

interface Responder {
  /** What the next requests are answered with. */
  answer: unknown;
  /** How many requests reached the responder. */
  asked: number;
}

/** Takes `call`'s requests in svc-profile's place and answers each with `answer`. */
async function respondTo(call: CallDefinition, answer: unknown): Promise<Responder> {
  const responder: Responder = { answer, asked: 0 };
  const subscription = bus.subscribe(call.subject, {
    queue: 'svc-profile',
    callback: (_error, message) => {
      responder.asked += 1;
      const { id } = message.json<{ id: string }>();
      message.respond(JSON.stringify({ id, response: responder.answer, isDisposed: true }));
    },
  });
  responding.push(subscription);
  await bus.flush();
  return responder;
}

const unavailable = {
  status: 503,
  body: { status: 'FAILED', message: Messages.serviceUnavailable, code: 'serviceUnavailable' },
};

describe("a service's answer", () => {
  const showActivity = () =>
    edge.gateway.call('POST', '/api/get-show-activity', {
      token: member.token,
      body: { user_id: member.userId },
    });
  const secret = { password_hash: 'not for the browser' };

  it('is answered 503 when it is outside its declaration, and none of it is passed on', async () => {
    const responder = await respondTo(profileCalls.activitySettingGet, {
      status: 'OK',
      show_activity: 'yes',
      ...secret,
    });
    const answer = await showActivity();
    expect(responder.asked).toBeGreaterThanOrEqual(1);
    expect(answer.status).toBe(unavailable.status);
    expect(answer.body).toEqual(unavailable.body);
  });

  it('is passed on as its declaration reads it: keys it does not declare are left out', async () => {
    const responder = await respondTo(profileCalls.activitySettingGet, {
      status: 'OK',
      show_activity: false,
      ...secret,
    });
    const answer = await showActivity();
    expect(responder.asked).toBeGreaterThanOrEqual(1);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: 'OK', show_activity: false });
  });

  it("keeps only a declared visitor's answer for others, and keeps it as parsed", async () => {
    const item = { menu_id: 1, menu_name: 'Home', menu_path: '/', member_only: false };
    const responder = await respondTo(profileCalls.menuGet, [{ ...item, member_only: 'no' }]);
    const refused = await edge.gateway.call('GET', '/api/menu');
    expect(refused.status).toBe(unavailable.status);
    expect(refused.body).toEqual(unavailable.body);

    responder.answer = [{ ...item, ...secret }];
    const first = await edge.gateway.call('GET', '/api/menu');
    expect(first.status).toBe(200);
    expect(first.body).toEqual([item]);
    const asked = responder.asked;

    // Answered from the gateway's memory, so the copy it keeps is the parsed one too.
    const again = await edge.gateway.call('GET', '/api/menu');
    expect(responder.asked).toBe(asked);
    expect(again.status).toBe(200);
    expect(again.body).toEqual([item]);
    expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
  });
});
