import { jetstream } from '@nats-io/jetstream';
import { authCalls, gatewayPaths, liveSubjectOf, type LiveEvent } from '@dating/contracts';
import { NatsLink } from '@dating/server';
import {
  natsConnection,
  startServiceUnderTest,
  startTestInfrastructure,
  type ServiceUnderTest,
  type TestInfrastructure,
} from '@dating/testing';
import { authService, type AuthConfig } from '@dating/svc-auth';
import { replayLimit } from '../src/live/live-feeds';
import { feedOpeningsPerMinute, tabsPerMember } from '../src/live/live.controller';
import { startGatewayUnderTest, testApiKey, type GatewayUnderTest } from './gateway-under-test';

// Members' live feeds through the gateway's Server-Sent Events stream, on the bus locked down
// as `npm start` runs it: svc-interest writes a feed, the gateway reads it.

interface Frame {
  id?: number;
  event?: string;
  data?: unknown;
}

/** One open tab's stream, read frame by frame. */
interface Tab {
  status: number;
  /** The next event frame (comments skipped), or a failure when none comes in 20 s. */
  next(): Promise<Frame>;
  close(): void;
}

let infra: TestInfrastructure;
let auth: ServiceUnderTest<AuthConfig>;
let gateway: GatewayUnderTest;
let interestLink: NatsLink;

beforeAll(async () => {
  infra = await startTestInfrastructure({ lockedBus: true });
  auth = await startServiceUnderTest(authService, {
    infra,
    env: { ADMIN_PASSWORD: 'admin-password' },
  });
  // A session that ended without a word (the event lost) ends its feeds within a second.
  gateway = await startGatewayUnderTest(infra, { LIVE_RECHECK_MS: '1000' });
  interestLink = new NatsLink(natsConnection(infra, 'svc-interest'));
}, 120_000);

afterAll(async () => {
  await interestLink?.close();
  await gateway?.close();
  await auth?.stop();
  await infra?.stop();
});

function parseFrame(text: string): Frame | null {
  const frame: Frame = {};
  for (const line of text.split('\n')) {
    if (line.startsWith('id: ')) frame.id = Number(line.slice(4));
    else if (line.startsWith('event: ')) frame.event = line.slice(7);
    else if (line.startsWith('data: ')) frame.data = JSON.parse(line.slice(6));
  }
  return frame.data === undefined ? null : frame;
}

/** Logs `username` in once more: another session of the same member. */
async function logIn(username: string): Promise<string> {
  const login = await gateway.call('POST', authCalls.login.http.path, {
    body: { username, password: 'a long enough password' },
    headers: { 'x-forwarded-for': '10.9.0.1' },
  });
  return String(login.body.token);
}

async function openTab(token: string | null, lastEventId?: number): Promise<Tab> {
  const abort = new AbortController();
  const headers: Record<string, string> = { 'x-api-key': testApiKey };
  if (token) headers.authorization = `Bearer ${token}`;
  if (lastEventId !== undefined) headers['last-event-id'] = String(lastEventId);
  const response = await fetch(`${gateway.base}${gatewayPaths.live}`, {
    headers,
    signal: abort.signal,
  });
  const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';
  const frames: Frame[] = [];
  async function next(): Promise<Frame> {
    const deadline = Date.now() + 20_000;
    while (!frames.length) {
      if (Date.now() > deadline || !reader) throw new Error('No event came');
      const { value, done } = await reader.read();
      if (done) throw new Error('The stream ended');
      buffered += value;
      let end: number;
      while ((end = buffered.indexOf('\n\n')) >= 0) {
        const frame = parseFrame(buffered.slice(0, end));
        buffered = buffered.slice(end + 2);
        if (frame) frames.push(frame);
      }
    }
    return frames.shift() as Frame;
  }
  return { status: response.status, next, close: () => abort.abort() };
}

/** A new message as svc-interest sends it, told apart by its text. */
const message = (text: string): LiveEvent => ({
  kind: 'message',
  data: {
    conversation_id: 1,
    message: {
      id: 1,
      sender_id: 2,
      text,
      masked: false,
      sent_at: '2026-01-01T00:00:00.000Z',
      read: false,
    },
    unread: 1,
    unread_total: 1,
  },
});

/** Stores the event in the member's feed as svc-interest's outbox relay does; its id. */
const push = (userId: number, event: LiveEvent) => publishRaw(userId, JSON.stringify(event));

/** Stores `text` in the member's feed as it is, as an emitter with a bug might; its id. */
async function publishRaw(userId: number, text: string): Promise<number> {
  const ack = await jetstream(await interestLink.connect()).publish(liveSubjectOf(userId), text);
  return ack.seq;
}

describe("a member's live feed", () => {
  it('asks for a signed-in member', async () => {
    const tab = await openTab(null);
    expect(tab.status).toBe(401);
    tab.close();
  });

  it("brings a member's events to each of their open tabs, in order, and to no one else", async () => {
    const somchai = await gateway.register('live-somchai');
    const ingrid = await gateway.register('live-ingrid');
    const [phone, laptop, other] = await Promise.all([
      openTab(somchai.token),
      openTab(somchai.token),
      openTab(ingrid.token),
    ]);
    expect([phone.status, laptop.status, other.status]).toEqual([200, 200, 200]);

    const first = await push(somchai.userId, message('สวัสดี'));
    const second = await push(somchai.userId, message('Hei!'));
    const ingrids = await push(ingrid.userId, message('for Ingrid'));

    for (const tab of [phone, laptop]) {
      expect(await tab.next()).toEqual({ id: first, data: message('สวัสดี') });
      expect(await tab.next()).toEqual({ id: second, data: message('Hei!') });
    }
    expect(await other.next()).toEqual({ id: ingrids, data: message('for Ingrid') });
    [phone, laptop, other].forEach((tab) => tab.close());
  });

  it('gives a tab that reconnects what it missed, once each, then what comes next', async () => {
    const member = await gateway.register('live-resume');
    const tab = await openTab(member.token);
    const seen = await push(member.userId, message('seen'));
    expect((await tab.next()).id).toBe(seen);
    tab.close();

    const missed = [
      await push(member.userId, message('missed 1')),
      await push(member.userId, message('missed 2')),
    ];
    const back = await openTab(member.token, seen);
    const later = await push(member.userId, message('later'));
    expect(await back.next()).toEqual({ id: missed[0], data: message('missed 1') });
    expect(await back.next()).toEqual({ id: missed[1], data: message('missed 2') });
    expect(await back.next()).toEqual({ id: later, data: message('later') });
    back.close();
  });

  it('tells a tab that missed too much to reload rather than replaying it all', async () => {
    const member = await gateway.register('live-away');
    const before = await push(member.userId, message('before'));
    for (let i = 0; i <= replayLimit; i += 1) await push(member.userId, message(`away ${i}`));
    const back = await openTab(member.token, before);
    expect(await back.next()).toEqual({ event: 'reload', data: {} });
    const after = await push(member.userId, message('after'));
    expect(await back.next()).toEqual({ id: after, data: message('after') });
    back.close();
  });

  it('passes over an event outside its declaration, live and replayed, and goes on after it', async () => {
    const member = await gateway.register('live-malformed');
    const tab = await openTab(member.token);
    const before = await push(member.userId, message('before'));
    expect((await tab.next()).id).toBe(before);

    await publishRaw(member.userId, 'not json');
    await publishRaw(member.userId, JSON.stringify({ kind: 'gossip', data: {} }));
    const withMore = await publishRaw(
      member.userId,
      JSON.stringify({ ...message('with more'), internal: 'not for the browser' }),
    );
    const after = await push(member.userId, message('after'));
    expect(await tab.next()).toEqual({ id: withMore, data: message('with more') });
    expect(await tab.next()).toEqual({ id: after, data: message('after') });
    tab.close();

    const back = await openTab(member.token, before);
    expect(await back.next()).toEqual({ id: withMore, data: message('with more') });
    expect(await back.next()).toEqual({ id: after, data: message('after') });
    back.close();
  });

  it(`refuses a member's tab beyond ${tabsPerMember} at once`, async () => {
    const member = await gateway.register('live-many');
    const tabs = await Promise.all(
      Array.from({ length: tabsPerMember }, () => openTab(member.token)),
    );
    expect(tabs.map((tab) => tab.status)).toEqual(Array(tabsPerMember).fill(200));
    const oneMore = await openTab(member.token);
    expect(oneMore.status).toBe(429);
    [...tabs, oneMore].forEach((tab) => tab.close());
  });

  it("ends at once when its session is logged out, and keeps the same member's other sessions", async () => {
    const member = await gateway.register('live-logout');
    const otherSession = await logIn('live-logout');
    const [leaving, staying] = await Promise.all([openTab(member.token), openTab(otherSession)]);
    expect([leaving.status, staying.status]).toEqual([200, 200]);

    const logout = await gateway.call('POST', authCalls.sessionEnd.http.path, {
      token: member.token,
      body: {},
    });
    expect(logout.status).toBe(200);
    await expect(leaving.next()).rejects.toThrow('The stream ended');

    const after = await push(member.userId, message('still here'));
    expect(await staying.next()).toEqual({ id: after, data: message('still here') });
    staying.close();
    const again = await openTab(member.token);
    expect(again.status).toBe(401);
    again.close();
  });

  it('ends when its session no longer holds, even when the word of it was lost', async () => {
    const member = await gateway.register('live-deactivated');
    const tab = await openTab(member.token);
    expect(tab.status).toBe(200);
    // Deactivated behind the gateway's back: no auth.sessions.revoked event is sent.
    await auth.database.query("UPDATE user_login SET active_flag = 'N' WHERE user_id = $1", [
      member.userId,
    ]);
    await expect(tab.next()).rejects.toThrow('The stream ended');
  });

  it(`lets a member open at most ${feedOpeningsPerMinute} feeds a minute`, async () => {
    const member = await gateway.register('live-reconnects');
    for (let opened = 0; opened < feedOpeningsPerMinute; opened += 1) {
      const tab = await openTab(member.token);
      expect(tab.status).toBe(200);
      tab.close();
    }
    const oneMore = await openTab(member.token);
    expect(oneMore.status).toBe(429);
    oneMore.close();
  });
});
