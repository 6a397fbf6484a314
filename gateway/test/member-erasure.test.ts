import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { liveStreamName, type AdminDeletionsResult } from '@dating/contracts';
import { Buckets, eventStreamName } from '@dating/server';
import { tracesInStreams, tracesInTables } from '@dating/testing';
import { testAdminPassword, type GatewayUnderTest } from './gateway-under-test';
import { callAs, ok, photo, until, upload, type Member } from './portal-calls';
import { startPortalUnderTest, type PortalUnderTest } from './portal-under-test';
import { plainPhoto } from './slip-images';

// Issue 29 item 4, "nothing lost, nothing left": a member with a profile, photos, a match,
// messages, a paid membership and a report about them is deleted while svc-billing is down. The
// deletion completes when it comes back, and then no database, bucket, outbox or stream holds
// their username, e-mail, names, phone or photo ids, but for the billing records kept under the
// pseudonym for the bookkeeping years.

let portal: PortalUnderTest;
let gateway: GatewayUnderTest;
let nida: Member;
let erik: Member;
let adminToken: string;
const photoIds: string[] = [];
let receiptId: string;

const password = 'a long enough password';
const identity = {
  username: 'nidawan_leaves',
  email: 'nidawan_leaves@example.com',
  name: 'Nidawan Sukprasert',
  phone: '+66 81 777 4321',
  line: 'nidawan.line77',
  contactEmail: 'nidawan.contact@example.org',
};
/** What must not be found anywhere once the member is erased, case aside. */
const traces = () => [
  identity.username,
  identity.email,
  'Nidawan',
  'Sukprasert',
  '777 4321',
  '7774321',
  identity.line,
  identity.contactEmail,
  ...photoIds,
];

const as = (member: Member, path: string, body: Record<string, unknown>) =>
  callAs(gateway, member, path, body);

const deletions = async () =>
  (await ok(
    gateway.call('POST', '/api/admin/deletions', { token: adminToken, body: { page: 1 } }),
  )) as unknown as AdminDeletionsResult;

const doneBy = (list: AdminDeletionsResult, service: string) =>
  list.deleted[0]?.services.find((step) => step.service === service)?.erased_at != null;

/** What the bus's streams still hold that carries a trace. */
async function tracesOnTheBus(): Promise<string[]> {
  const nc = await connect({ servers: portal.infra.natsUrl });
  try {
    return await tracesInStreams(
      await jetstreamManager(nc),
      [eventStreamName, liveStreamName],
      traces(),
    );
  } finally {
    await nc.close();
  }
}

beforeAll(async () => {
  portal = await startPortalUnderTest({ REQUEST_TIMEOUT_MS: '15000' });
  gateway = portal.gateway;
  nida = await gateway.register(identity.username);
  erik = await gateway.register('erik_stays');
  const login = await gateway.call('POST', '/api/user/login', {
    body: { username: 'admin', password: testAdminPassword },
  });
  adminToken = String(login.body.token);

  await as(nida, '/api/create-user-info', {
    name: identity.name,
    gender: 'F',
    birthdate: '1994-02-11',
    country: 'Thailand',
    caption: 'Sawasdee from Nidawan',
    phone: identity.phone,
    line: identity.line,
    c_email: identity.contactEmail,
  });
  await as(erik, '/api/create-user-info', {
    name: 'Erik Haugen',
    gender: 'M',
    birthdate: '1990-05-01',
    country: 'Norway',
  });
  for (const [slot, colour] of [
    [1, '#b07050'],
    [2, '#5070b0'],
  ] as const) {
    const fileId = await upload(gateway, nida, '/api/upload', await photo(colour));
    photoIds.push(fileId);
    await as(nida, '/api/create-user-img', { img_seq: slot, img_file: fileId });
  }

  await as(erik, '/api/create-interest', { user_interest_id: nida.userId });
  await as(nida, '/api/manage-interest', { user_interest_id: erik.userId, action: 'match' });
  const order = await as(nida, '/api/create-purchase-order', { package_id: 1 });
  receiptId = await upload(gateway, nida, '/api/purchase/upload', await plainPhoto());
  await as(nida, '/api/update-purchase-order', {
    purchase_id: order.id,
    purchase_img_file: receiptId,
  });
  await ok(
    gateway.call('POST', '/api/admin/approve-purchase-order', {
      token: adminToken,
      body: { purchase_id: order.id },
    }),
  );

  // A subscriber writes first, once svc-interest has heard of the membership.
  const first = { other_user_id: erik.userId, text: 'Hej Erik, Nidawan here' };
  await until(
    () =>
      gateway.call('POST', '/api/send-message', {
        token: nida.token,
        body: { user_id: nida.userId, ...first },
      }),
    (answer) => answer.status === 200,
  );
  await as(erik, '/api/send-message', { other_user_id: nida.userId, text: 'Hi there!' });

  // Another member reports her (which blocks her for him).
  const quinn = await gateway.register('quinn_reports');
  await as(quinn, '/api/report-member', {
    reported_user_id: nida.userId,
    reason: 'scam',
    text: 'She asked me for money',
  });

  await as(nida, '/api/account/delete', { password });
}, 300_000);

afterAll(async () => {
  await portal?.stop();
});

describe('a member deleted while svc-billing is down', () => {
  it('is erased by the others at once, and by svc-billing when it comes back', async () => {
    const { auth, profile, billing } = portal.services;
    // The scans below see what they look for.
    expect(await tracesInTables(profile.database, traces())).toEqual(
      expect.arrayContaining(['user_info.name', 'user_info.phone', 'user_img.img_file']),
    );
    expect(await tracesOnTheBus()).toEqual(
      expect.arrayContaining([expect.stringMatching(/^LIVE/)]),
    );
    await billing.restart(async () => {
      // The grace period ends: svc-auth's round runs at its start.
      await auth.restart(async () => {
        await auth.database.query(
          "UPDATE user_login SET deletion_due_at = now() - interval '1 second' WHERE user_id = $1",
          [nida.userId],
        );
      });
      const partly = await until(
        deletions,
        (list) =>
          doneBy(list, 'svc-auth') && doneBy(list, 'svc-profile') && doneBy(list, 'svc-interest'),
      );
      expect(doneBy(partly, 'svc-billing')).toBe(false);
    });
    const done = await until(deletions, (list) => doneBy(list, 'svc-billing'));
    expect(done.waiting).toEqual([]);
  });

  it('leaves the other member the conversation, without the name or the words', async () => {
    const list = await as(erik, '/api/get-conversations', {});
    expect(list.result).toEqual([
      expect.objectContaining({ other: { id: nida.userId, deleted: true } }),
    ]);
    expect(JSON.stringify(list)).not.toMatch(/Nidawan/i);
    const thread = await as(erik, '/api/get-conversation', { other_user_id: nida.userId });
    expect(JSON.stringify(thread)).not.toMatch(/Nidawan/i);
    expect(JSON.stringify(thread)).toContain('Hi there!');
  });

  it('leaves no trace in any database, bucket, outbox or stream', async () => {
    const { auth, profile, interest, billing } = portal.services;
    const found: Record<string, string[]> = {};
    for (const [name, service] of Object.entries({ auth, profile, interest, billing }))
      found[name] = await tracesInTables(service.database, traces());
    expect(found).toEqual({ auth: [], profile: [], interest: [], billing: [] });

    const objects: string[] = [];
    for await (const object of gateway.storage.list(Buckets.photos)) objects.push(object.key);
    expect(objects.filter((key) => photoIds.some((id) => key.includes(id)))).toEqual([]);
    const receipts: string[] = [];
    for await (const object of gateway.storage.list(Buckets.receipts)) receipts.push(object.key);
    // The receipt is the bookkeeping voucher of a kept order.
    expect(receipts).toContain(receiptId);

    expect(await tracesOnTheBus()).toEqual([]);
  });

  it('logs in no more, and its address is free for a new account', async () => {
    const login = await gateway.call('POST', '/api/user/login', {
      body: { username: identity.username, password },
    });
    expect(login.status).toBe(401);
    const again = await gateway.register(identity.username);
    expect(again.userId).not.toBe(nida.userId);
  });
});
