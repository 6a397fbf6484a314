import { createHash } from 'node:crypto';
import sharp from 'sharp';
import {
  imageObjectKey,
  lookObjectKey,
  Messages,
  receiptLookLimits,
  receiptUrl,
  uploadLimits,
} from '@dating/contracts';
import { Buckets, type ObjectStorage } from '@dating/server';
import { billingService, type BillingConfig } from '@dating/svc-billing';
import { startServiceUnderTest, type ServiceUnderTest } from '@dating/testing';
import {
  startEdgeUnderTest,
  testAdminPassword,
  testApiKey,
  type EdgeUnderTest,
  type GatewayUnderTest,
} from './gateway-under-test';
import { plainPhoto, promptPayPayload, slipImage, slipPayload } from './slip-images';
import { renderedSlip } from './slip-renders';

let edge: EdgeUnderTest;
let billing: ServiceUnderTest<BillingConfig>;
let gateway: GatewayUnderTest;
let storage: ObjectStorage;
let member: { token: string; userId: number };
let other: { token: string; userId: number };
let adminToken: string;

function uploadReceipt(file: Buffer, token: string | null = member.token, field = 'image') {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(file)], { type: 'image/jpeg' }), 'slip.jpg');
  return gateway.call('POST', '/api/purchase/upload', { raw: form, token: token ?? undefined });
}

async function download(
  fileId: string,
  options: { token?: string; key?: string | null } = {},
): Promise<{ status: number; headers: Headers; bytes: Buffer }> {
  const headers: Record<string, string> = {};
  if (options.key !== null) headers['x-api-key'] = options.key ?? testApiKey;
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await fetch(`${gateway.base}${receiptUrl(fileId)}`, { headers });
  return {
    status: response.status,
    headers: response.headers,
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

/** What svc-billing recorded of an upload, for its attachment to an order. */
interface Recorded {
  uploader_id: number;
  sha256: string;
  slip_bank: string | null;
  slip_reference: string | null;
  look_dhash: string | null;
}

const recordOf = async (fileId: string): Promise<Recorded | undefined> =>
  (
    await billing.database.query<Recorded>(
      `SELECT uploader_id, sha256, slip_bank, slip_reference, look_dhash
         FROM receipt_upload WHERE file_id = $1`,
      [fileId],
    )
  )[0];

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

beforeAll(async () => {
  edge = await startEdgeUnderTest({ SLIP_QR_TIMEOUT_MS: '30000' });
  billing = await startServiceUnderTest(billingService, { infra: edge.infra });
  gateway = edge.gateway;
  storage = gateway.storage;
  member = await gateway.register('payer');
  other = await gateway.register('onlooker');
  const login = await gateway.call('POST', '/api/user/login', {
    body: { username: 'admin', password: testAdminPassword },
  });
  adminToken = String(login.body.token);
}, 60000);

let billingStopped: Promise<void> | undefined;
const stopBilling = () => (billingStopped ??= billing.stop());

afterAll(async () => {
  if (billing) await stopBilling();
  await edge?.stop();
});

describe('POST /api/purchase/upload', () => {
  it("stores a slip re-encoded, recorded with its hash and the bank and reference of the slip's QR", async () => {
    const slip = await slipImage(slipPayload('014', '2025111498765432XYZ1'));
    const answer = await uploadReceipt(slip);
    expect(answer.status).toBe(200);
    const { fileSize, ...uploaded } = answer.body;
    expect(uploaded).toEqual({
      status: 'OK',
      message: Messages.imageUploaded,
      code: 'imageUploaded',
      contentType: 'image/webp',
      fileId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(Number(fileSize)).toBeGreaterThan(0);
    const fileId = String(answer.body.fileId);
    expect(await recordOf(fileId)).toMatchObject({
      uploader_id: member.userId,
      sha256: sha256(slip),
      slip_bank: '014',
      slip_reference: '2025111498765432XYZ1',
    });
    const stored = await storage.stat(Buckets.receipts, imageObjectKey(fileId, 'full'));
    expect(stored).toMatchObject({ contentType: 'image/webp', size: answer.body.fileSize });
    expect(await storage.stat(Buckets.receipts, imageObjectKey(fileId, 'card'))).toBeNull();
    expect(await storage.stat(Buckets.photos, imageObjectKey(fileId, 'full'))).toBeNull();
  });

  it('accepts a photo without a QR, or with a QR that is not a slip, recorded without a slip', async () => {
    for (const image of [await plainPhoto(), await slipImage(promptPayPayload)]) {
      const answer = await uploadReceipt(image);
      expect(answer.status).toBe(200);
      expect(await recordOf(String(answer.body.fileId))).toMatchObject({
        uploader_id: member.userId,
        sha256: sha256(image),
        slip_bank: null,
        slip_reference: null,
      });
    }
  });

  it("keeps a slip's look: the same slip with bytes appended has the same dHash and thumbnail", async () => {
    const slip = await renderedSlip({ amount: '1,500.00', reference: '2025111498765432XYZ1' });
    const looks = [];
    for (const image of [slip, Buffer.concat([slip, Buffer.alloc(2048, 1)])]) {
      const answer = await uploadReceipt(image);
      expect(answer.status).toBe(200);
      const fileId = String(answer.body.fileId);
      const dhash = (await recordOf(fileId))?.look_dhash ?? '';
      expect(dhash).toMatch(/^[0-9a-f]{16}$/);
      const thumbnail = await storage.get(Buckets.receipts, lookObjectKey(fileId));
      const chunks: Buffer[] = [];
      for await (const chunk of thumbnail) chunks.push(chunk as Buffer);
      looks.push({ dhash, thumbnail: new Uint8Array(Buffer.concat(chunks)) });
    }
    const [sent, appended] = looks;
    expect(sent?.thumbnail).toHaveLength(receiptLookLimits.thumbnailSide ** 2);
    expect(appended?.dhash).toBe(sent?.dhash);
    expect(appended?.thumbnail).toEqual(sent?.thumbnail);
  });

  it('hashes the bytes as sent: the same image saved twice has one hash, another has its own', async () => {
    const image = await plainPhoto();
    const first = await uploadReceipt(image);
    const again = await uploadReceipt(image);
    expect(first.body.fileId).not.toBe(again.body.fileId);
    const hashOf = async (fileId: unknown) => (await recordOf(String(fileId)))?.sha256;
    const firstHash = await hashOf(first.body.fileId);
    expect(firstHash).toBe(sha256(image));
    expect(await hashOf(again.body.fileId)).toBe(firstHash);
    const resaved = await sharp(image).jpeg({ quality: 70 }).toBuffer();
    const third = await uploadReceipt(resaved);
    expect(await hashOf(third.body.fileId)).not.toBe(firstHash);
  });

  it('checks the bytes like a photo upload: 415, 413, the field `image` and a member token', async () => {
    const text = Buffer.from('a receipt, honestly\n'.repeat(40));
    expect(await uploadReceipt(text)).toMatchObject({
      status: 415,
      body: { status: 'FAILED', message: Messages.notAnImage, code: 'notAnImage' },
    });
    const tooBig = Buffer.alloc(uploadLimits.maxBytes + 1, 7);
    (await plainPhoto()).copy(tooBig);
    expect(await uploadReceipt(tooBig)).toMatchObject({
      status: 413,
      body: { message: Messages.imageTooLarge },
    });
    const photo = await plainPhoto();
    expect(await uploadReceipt(photo, null)).toMatchObject({
      status: 401,
      body: { message: Messages.missingToken },
    });
    expect(await uploadReceipt(photo, member.token, 'receipt')).toMatchObject({
      status: 400,
      body: { message: Messages.imageRequired },
    });
  });
});

describe('the receipt upload rate', () => {
  it('allows 30 uploads a minute per member, then answers 429', async () => {
    const busy = await gateway.register('busy-payer');
    const junk = Buffer.from('not an image');
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) statuses.push((await uploadReceipt(junk, busy.token)).status);
    expect(statuses.slice(0, 30).every((status) => status === 415)).toBe(true);
    expect(statuses[30]).toBe(429);
    expect((await uploadReceipt(junk, other.token)).status).toBe(415);
  });
});

describe('GET /api/files/receipts/:fileId', () => {
  let fileId: string;

  beforeAll(async () => {
    const answer = await uploadReceipt(await slipImage(slipPayload('002', 'PRIVATE123')));
    fileId = String(answer.body.fileId);
  });

  it('serves a receipt to its uploader, kept by no cache', async () => {
    const own = await download(fileId, { token: member.token });
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('image/webp');
    expect(own.headers.get('cache-control')).toBe('no-store');
    expect(await sharp(own.bytes).metadata()).toMatchObject({ format: 'webp' });
    const stored = await storage.stat(Buckets.receipts, imageObjectKey(fileId, 'full'));
    expect(own.bytes.length).toBe(stored?.size);
  });

  it('serves it to an admin', async () => {
    expect((await download(fileId, { token: adminToken })).status).toBe(200);
  });

  it('answers another member 404, as for a receipt that does not exist', async () => {
    const foreign = await download(fileId, { token: other.token });
    expect(foreign.status).toBe(404);
    expect(JSON.parse(foreign.bytes.toString())).toEqual({
      status: 'FAILED',
      message: Messages.notFound,
      code: 'notFound',
    });
    const missing = await download('3f1c0c4e-5a8e-4a61-9a55-0e5b2f0b7d11', {
      token: member.token,
    });
    expect(missing.status).toBe(404);
    expect(missing.bytes.toString()).toBe(foreign.bytes.toString());
    expect((await download('..%2F..%2Fetc%2Fpasswd', { token: member.token })).status).toBe(404);
  });

  it('needs the application key and a member token', async () => {
    expect((await download(fileId, { token: member.token, key: null })).status).toBe(401);
    expect((await download(fileId)).status).toBe(401);
    expect((await download(fileId, { token: 'not-a-token' })).status).toBe(401);
  });

  it('is not served as a photo', async () => {
    expect((await fetch(`${gateway.base}/api/files/photos/${fileId}`)).status).toBe(404);
  });
});

describe('a receipt upload svc-billing cannot record', () => {
  it('is not reported stored: 503, and the member uploads it again later', async () => {
    await stopBilling();
    expect(await uploadReceipt(await plainPhoto())).toMatchObject({
      status: 503,
      body: { status: 'FAILED', message: Messages.serviceUnavailable, code: 'serviceUnavailable' },
    });
  });
});
