import AdmZip from 'adm-zip';
import sharp from 'sharp';
import {
  exportObjectKey,
  exportReadmeName,
  gatewayPaths,
  type ExportState,
} from '@dating/contracts';
import { Buckets } from '@dating/server';
import { testAdminPassword, testApiKey, type GatewayUnderTest } from './gateway-under-test';
import { callAs, ok, photo, until, upload, type Member } from './portal-calls';
import { startPortalUnderTest, type PortalUnderTest } from './portal-under-test';

// Issue 29 item 2, the whole export of a member with 3 photos, 1,000 messages and 10 orders, by
// every service over the bus and streamed as one zip by the gateway: every file is in it, and
// the time to prepare and download it is printed beside a floor measured in the same run (the
// same files read straight from the object store, one after another). Prints; asserts no timings.

let portal: PortalUnderTest;
let gateway: GatewayUnderTest;
let malee: Member;
let jon: Member;
let adminToken: string;
const messages = 1000;
const orders = 10;

/**
 * A photo with a camera's detail (a gradient with grain), 1200×1500: flat colours would shrink
 * to nothing in the store and tell nothing of an export's size.
 */
function cameraPhoto(tint: number): Promise<Buffer> {
  const [width, height] = [1200, 1500];
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 3;
      const grain = Math.floor(Math.random() * 40);
      pixels[at] = (tint + (x * 160) / width + grain) & 0xff;
      pixels[at + 1] = ((y * 160) / height + grain) & 0xff;
      pixels[at + 2] = (200 - (x * 80) / width + grain) & 0xff;
    }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

const as = (member: Member, path: string, body: Record<string, unknown>) =>
  callAs(gateway, member, path, body);

async function buyAndGetApproved(member: Member, shade: number): Promise<void> {
  const order = await as(member, '/api/create-purchase-order', { package_id: 1 });
  const receipt = await upload(
    gateway,
    member,
    '/api/purchase/upload',
    await photo(`#${shade.toString(16).padStart(2, '0')}9966`),
  );
  await as(member, '/api/update-purchase-order', {
    purchase_id: order.id,
    purchase_img_file: receipt,
  });
  await ok(
    gateway.call('POST', '/api/admin/approve-purchase-order', {
      token: adminToken,
      body: { purchase_id: order.id },
    }),
  );
}

/**
 * The conversation's messages past the first two, written straight into svc-interest's table
 * as its send would leave them: the API limits how many messages a member sends an hour, which
 * a thousand would take days to pass.
 */
async function writeMessages(conversationId: number, count: number): Promise<void> {
  const { interest } = portal.services;
  await interest.database.query(
    `WITH written AS (
       INSERT INTO conversation_message (conversation_id, sender_id, text, original_text, masked)
       SELECT $1::int, CASE WHEN n % 2 = 0 THEN $2::int ELSE $3::int END,
              'Message ' || n || ': how was your day? Mine was long, but the evening by the river was lovely.',
              NULL, false
         FROM generate_series(1, $4::int) AS n
       RETURNING message_id)
     UPDATE conversation_member SET last_message_id = (SELECT max(message_id) FROM written)
      WHERE conversation_id = $1::int`,
    [conversationId, malee.userId, jon.userId, count],
  );
}

beforeAll(async () => {
  portal = await startPortalUnderTest({ REQUEST_TIMEOUT_MS: '15000' });
  gateway = portal.gateway;
  malee = await gateway.register('malee_exports');
  jon = await gateway.register('jon_writes');
  const login = await gateway.call('POST', '/api/user/login', {
    body: { username: 'admin', password: testAdminPassword },
  });
  adminToken = String(login.body.token);

  await as(malee, '/api/create-user-info', {
    name: 'Malee Chaiyaporn',
    gender: 'F',
    birthdate: '1993-08-19',
    country: 'Thailand',
    caption: 'Tea, mountains and good books',
  });
  await as(jon, '/api/create-user-info', {
    name: 'Jon Berg',
    gender: 'M',
    birthdate: '1988-11-02',
    country: 'Norway',
  });
  for (const slot of [1, 2, 3]) {
    const fileId = await upload(gateway, malee, '/api/upload', await cameraPhoto(slot * 60));
    await as(malee, '/api/create-user-img', { img_seq: slot, img_file: fileId });
  }
  await as(jon, '/api/create-interest', { user_interest_id: malee.userId });
  await as(malee, '/api/manage-interest', { user_interest_id: jon.userId, action: 'match' });
  for (let n = 0; n < orders; n += 1) {
    await buyAndGetApproved(malee, 16 + n * 20);
    // A member buys again once her membership has run out: this stands for the months passing
    // (the expiry round would end it the same way), all but the last.
    if (n < orders - 1)
      await portal.services.billing.database.query(
        `UPDATE user_member SET member_status = 'E', member_start = now() - interval '31 days',
                             member_end = now() - interval '1 second'
          WHERE user_id = $1 AND member_status = 'N'`,
        [malee.userId],
      );
  }

  // She writes first once svc-interest has heard of her membership; he answers.
  const first = await until(
    () =>
      gateway.call('POST', '/api/send-message', {
        token: malee.token,
        body: { user_id: malee.userId, other_user_id: jon.userId, text: 'Hej Jon!' },
      }),
    (answer) => answer.status === 200,
  );
  const conversationId = Number(first.body.conversation_id);
  await as(jon, '/api/send-message', { conversation_id: conversationId, text: 'Hello Malee!' });
  await writeMessages(conversationId, messages - 2);
}, 300_000);

afterAll(async () => {
  await portal?.stop();
});

it(`exports a member with 3 photos, ${messages} messages and ${orders} orders as one zip`, async () => {
  const asked = performance.now();
  const requested = await as(malee, '/api/account/export', { lang: 'en' });
  const exportId = (requested.export as ExportState).export_id;
  const ready = await until(
    async () => (await as(malee, '/api/account/export/status', {})).export as ExportState | null,
    (state) => state?.export_id === exportId && state.status === 'ready',
    120_000,
  );
  const prepared = performance.now() - asked;

  const started = performance.now();
  const answer = await fetch(`${gateway.base}${gatewayPaths.exportDownload(exportId)}`, {
    headers: { 'x-api-key': testApiKey, authorization: `Bearer ${malee.token}` },
  });
  expect(answer.status).toBe(200);
  const zipped = Buffer.from(await answer.arrayBuffer());
  const downloaded = performance.now() - started;

  const zip = new AdmZip(zipped);
  const names = zip.getEntries().map((entry) => entry.entryName);
  const json = <T>(name: string) =>
    JSON.parse(zip.getEntry(name)?.getData().toString('utf8') ?? 'null') as T;
  expect(names[0]).toBe(exportReadmeName);
  expect(names.filter((name) => name.startsWith('profile/photos/photo-'))).toHaveLength(3);
  const conversation = json<{ messages: unknown[] }>('contacts/conversations/conversation-1.json');
  expect(conversation.messages).toHaveLength(messages);
  expect(json<{ orders: unknown[] }>('billing/orders.json').orders).toHaveLength(orders);
  expect(names.filter((name) => name.startsWith('billing/receipts/'))).toHaveLength(orders);

  // The floor: the same stored files read straight from the object store.
  const floorStarted = performance.now();
  let stored = 0;
  for (const name of names.slice(1)) {
    for await (const chunk of await gateway.storage.get(
      Buckets.exports,
      exportObjectKey(exportId, name),
    ))
      stored += (chunk as Buffer).length;
  }
  const floor = performance.now() - floorStarted;

  const ms = (value: number) => `${value.toFixed(0)} ms`;
  console.log(
    [
      `Whole export: 3 photos, ${messages} messages, ${orders} orders (${names.length} files)`,
      `| measure | value |`,
      `| --- | --- |`,
      `| prepared (request → every part in → ready) | ${ms(prepared)} |`,
      `| downloaded (zip streamed by the gateway) | ${ms(downloaded)} |`,
      `| floor: the same files read from the store | ${ms(floor)} |`,
      `| download / floor | ${(downloaded / floor).toFixed(1)}x |`,
      `| stored bytes (parts, as svc-auth counts them) | ${ready?.bytes} |`,
      `| stored bytes (read back) | ${stored} |`,
      `| zip bytes | ${zipped.length} |`,
    ].join('\n'),
  );
}, 240_000);
