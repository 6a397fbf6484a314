import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import sharp from 'sharp';
import { failed, gatewayPaths, MessageCode, currentAcceptance } from '@dating/contracts';
import {
  startEdgeUnderTest,
  startGatewayUnderTest,
  testApiKey,
  type Answer,
  type EdgeUnderTest,
  type GatewayUnderTest,
} from './gateway-under-test';
import { unconfirmedPhotosPerHour } from '../src/uploads/upload.controller';

// Upload bodies that arrive slowly, or not at all: each is cut by its progress rule and frees
// what it held; while they are under way their bytes are on disk, not in memory, and a member
// (and everyone together) has only so many under way at once.

let edge: EdgeUnderTest;
let root: string;
const started: GatewayUnderTest[] = [];

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const boundary = 'slow-upload-boundary';
const preamble = Buffer.from(
  `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="me.png"\r\n` +
    'Content-Type: image/png\r\n\r\n',
);
const epilogue = Buffer.from(`\r\n--${boundary}--\r\n`);

/** A PNG's first bytes and then `bytes` of anything: an upload's first part, as it arrives. */
const imageStart = (bytes: number) =>
  Buffer.concat([pngSignature, Buffer.alloc(bytes - pngSignature.length, 0x5a)]);

/** A gateway whose uploads wait in `<root>/<name>`. */
async function gatewayWith(name: string, env: Record<string, string>): Promise<GatewayUnderTest> {
  const gateway = await startGatewayUnderTest(edge.infra, {
    UPLOAD_TEMP_DIR: path.join(root, name),
    ...env,
  });
  started.push(gateway);
  return gateway;
}

/** The files waiting in a gateway's temp area, with their sizes. */
function tempFiles(name: string): number[] {
  const sizes: number[] = [];
  // Uploads finish while we look: a folder or file listed a moment ago may be gone.
  const entriesOf = (dir: string) => {
    try {
      return fs.readdirSync(dir, { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
  };
  const walk = (dir: string) => {
    for (const entry of entriesOf(dir)) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else {
        const stats = fs.statSync(full, { throwIfNoEntry: false });
        if (stats) sizes.push(stats.size);
      }
    }
  };
  walk(path.join(root, name));
  return sizes;
}

/** Waits until `condition` holds (checked every 25 ms), or fails after `timeoutMs`. */
async function waitFor(what: string, condition: () => boolean, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Waited ${timeoutMs} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

interface RawAnswer {
  /** 0: the connection closed without an answer. */
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** Milliseconds from the first byte of the body sent. */
  afterMs: number;
}

interface OpenUpload {
  answer: Promise<RawAnswer>;
  /** The connection closed (by either side). */
  closed: Promise<void>;
  /** The client goes away. */
  abort(): void;
}

interface UploadPace {
  /** Sent at once after the part's headers. */
  first: Buffer;
  /** Then `bytes` every `everyMs`, until answered. */
  trickle?: { bytes: number; everyMs: number };
}

/**
 * POST /api/upload on a connection of its own, declaring an 8 MB image, of which only `first`
 * and then the trickle are sent: the body never completes unless the gateway cuts it.
 */
function openUpload(gateway: GatewayUnderTest, token: string, pace: UploadPace): OpenUpload {
  const declared = preamble.length + 8 * 1024 * 1024 - 64 + epilogue.length;
  const request = http.request(`${gateway.base}/api/upload`, {
    method: 'POST',
    agent: false,
    headers: {
      'x-api-key': testApiKey,
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': declared,
    },
  });
  let timer: NodeJS.Timeout | undefined;
  const sentAt = Date.now();
  const answer = new Promise<RawAnswer>((resolve) => {
    const closedWithoutAnswer = () => resolve({ status: 0, headers: {}, body: '', afterMs: 0 });
    request.on('error', closedWithoutAnswer);
    request.on('close', closedWithoutAnswer);
    request.on('response', (response) => {
      clearInterval(timer);
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('error', () => undefined);
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body,
          afterMs: Date.now() - sentAt,
        }),
      );
    });
  });
  const closed = new Promise<void>((resolve) => request.on('close', () => resolve()));
  request.flushHeaders();
  // Not joined: 40 copies of a 4 MB part would be this process's memory, not the gateway's.
  request.write(preamble);
  request.write(pace.first);
  const { trickle } = pace;
  if (trickle) {
    timer = setInterval(() => {
      if (request.destroyed) clearInterval(timer);
      else request.write(Buffer.alloc(trickle.bytes, 0x5a));
    }, trickle.everyMs);
  }
  return {
    answer,
    closed,
    abort: () => {
      clearInterval(timer);
      request.destroy();
    },
  };
}

/** A whole small photo, the usual way (fetch, FormData). */
async function uploadPhoto(gateway: GatewayUnderTest, token: string, path = '/api/upload') {
  const photo = await sharp({
    create: { width: 64, height: 64, channels: 3, background: '#a06040' },
  })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'me.png');
  return gateway.call('POST', path, { raw: form, token });
}

const refusal = (code: MessageCode) => failed(code);
const parsed = (answer: RawAnswer): unknown => JSON.parse(answer.body);

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'slow-uploads-'));
  edge = await startEdgeUnderTest();
}, 60_000);

afterAll(async () => {
  await Promise.all(started.map((gateway) => gateway.close()));
  await edge?.stop();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('an upload body under a progress rule (16 KB a second, 4 s in all)', () => {
  const rule = {
    UPLOAD_PROGRESS_WINDOW_MS: '1000',
    UPLOAD_MIN_BYTES_PER_WINDOW: '16384',
    UPLOAD_BODY_DEADLINE_MS: '4000',
  };
  let gateway: GatewayUnderTest;
  let member: { token: string; userId: number };

  beforeAll(async () => {
    gateway = await gatewayWith('hasty', rule);
    member = await gateway.register('slow-hasty');
  });

  it('cuts a body that trickles with 408 within a window or two, closes it, and removes its file', async () => {
    const upload = openUpload(gateway, member.token, {
      first: imageStart(1024),
      trickle: { bytes: 1, everyMs: 100 },
    });
    await waitFor('the upload to be on disk', () => tempFiles('hasty').length === 1);
    const answer = await upload.answer;
    expect(answer.status).toBe(408);
    expect(parsed(answer)).toEqual(refusal(MessageCode.imageTimedOut));
    expect(answer.headers.connection).toBe('close');
    expect(answer.afterMs).toBeLessThan(2 * 1000 + 1500);
    await upload.closed;
    expect(tempFiles('hasty')).toEqual([]);
  });

  it('cuts a body that keeps the pace but goes on past the deadline', async () => {
    const upload = openUpload(gateway, member.token, {
      first: imageStart(32 * 1024),
      trickle: { bytes: 8 * 1024, everyMs: 100 },
    });
    const answer = await upload.answer;
    expect(answer.status).toBe(408);
    expect(answer.afterMs).toBeGreaterThanOrEqual(4000 - 200);
    expect(answer.afterMs).toBeLessThan(4000 + 1500);
    await upload.closed;
    expect(tempFiles('hasty')).toEqual([]);
  });

  it('takes an upload that keeps the pace to its end, and answers the next one', async () => {
    expect((await uploadPhoto(gateway, member.token)).status).toBe(200);
    expect(tempFiles('hasty')).toEqual([]);
  });

  it('keeps a live feed open past every request deadline: it has no body to wait for', async () => {
    const feed = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http
        .get(
          `${gateway.base}${gatewayPaths.live}`,
          {
            agent: false,
            headers: { 'x-api-key': testApiKey, authorization: `Bearer ${member.token}` },
          },
          resolve,
        )
        .on('error', reject),
    );
    expect(feed.statusCode).toBe(200);
    let feedClosed = false;
    feed.on('close', () => (feedClosed = true));
    // A JSON body that never completes: node's own request deadline (upload deadline plus two
    // windows, 6 s here) cuts it, as it would cut the feed if it counted the answer's time.
    const trickle = await new Promise<{ status: number; afterMs: number }>((resolve) => {
      const startedAt = Date.now();
      const request = http.request(`${gateway.base}/api/user/login`, {
        method: 'POST',
        agent: false,
        headers: {
          'x-api-key': testApiKey,
          'content-type': 'application/json',
          'content-length': 1000,
        },
      });
      const timer = setInterval(() => request.write(' '), 200);
      const done = (status: number) => {
        clearInterval(timer);
        resolve({ status, afterMs: Date.now() - startedAt });
      };
      request.on('response', (response) => {
        response.resume();
        done(response.statusCode ?? 0);
      });
      request.on('error', () => done(0));
      request.write('{');
    });
    expect([408, 0]).toContain(trickle.status);
    expect(trickle.afterMs).toBeGreaterThanOrEqual(6000 - 200);
    expect(feedClosed).toBe(false);
    feed.destroy();
  }, 30_000);
});

describe('uploads under way', () => {
  it('keep their bytes in the temp area, not in memory: 40 uploads of 4 MB at once', async () => {
    // A window long enough that none is cut while they are held open.
    const gateway = await gatewayWith('roomy', {
      UPLOADS_IN_FLIGHT: '64',
      UPLOADS_IN_FLIGHT_PER_MEMBER: '10',
      UPLOAD_TEMP_BYTES: String(256 * 1024 * 1024),
      UPLOAD_PROGRESS_WINDOW_MS: '60000',
    });
    const members = await Promise.all([1, 2, 3, 4].map((n) => gateway.register(`slow-roomy-${n}`)));
    v8.setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const fourMegabytes = imageStart(4 * 1024 * 1024);
    gc();
    const before = process.memoryUsage();

    const uploads = Array.from({ length: 40 }, (_, n) =>
      openUpload(gateway, (members[n % 4] as { token: string }).token, { first: fourMegabytes }),
    );
    await waitFor(
      'every upload to have its 4 MB on disk',
      () => tempFiles('roomy').filter((size) => size >= 4 * 1024 * 1024).length === 40,
      120_000,
    );
    gc();
    const during = process.memoryUsage();
    const megabytes = (bytes: number) => Math.round(bytes / 1048576);
    console.table({
      'bytes on disk (MB)': megabytes(tempFiles('roomy').reduce((sum, size) => sum + size, 0)),
      'array buffers, before (MB)': megabytes(before.arrayBuffers),
      'array buffers, during (MB)': megabytes(during.arrayBuffers),
      'heap used, before (MB)': megabytes(before.heapUsed),
      'heap used, during (MB)': megabytes(during.heapUsed),
      'rss, before (MB)': megabytes(before.rss),
      'rss, during (MB)': megabytes(during.rss),
    });
    // 160 MB under way; buffered in memory they would all be here.
    expect(during.arrayBuffers - before.arrayBuffers).toBeLessThan(48 * 1024 * 1024);
    expect(during.heapUsed - before.heapUsed).toBeLessThan(64 * 1024 * 1024);

    for (const upload of uploads) upload.abort();
    await waitFor('every file to be removed', () => tempFiles('roomy').length === 0);
    expect((await uploadPhoto(gateway, (members[0] as { token: string }).token)).status).toBe(200);
  }, 180_000);

  it('are at most 2 per member (429) and 3 in all here (503 with Retry-After), freed as they end', async () => {
    const gateway = await gatewayWith('capped', {
      UPLOADS_IN_FLIGHT: '3',
      UPLOADS_IN_FLIGHT_PER_MEMBER: '2',
      UPLOAD_PROGRESS_WINDOW_MS: '60000',
    });
    const [somchai, malee, nok] = await Promise.all(
      ['slow-somchai', 'slow-malee', 'slow-nok'].map((name) => gateway.register(name)),
    );
    if (!somchai || !malee || !nok) throw new Error('three members');
    const held = [
      openUpload(gateway, somchai.token, { first: imageStart(1024) }),
      openUpload(gateway, somchai.token, { first: imageStart(1024) }),
    ];
    await waitFor("somchai's two uploads", () => tempFiles('capped').length === 2);
    const third: Answer = await uploadPhoto(gateway, somchai.token);
    expect(third).toMatchObject({ status: 429, body: refusal(MessageCode.tooManyRequests) });
    const receipt = await uploadPhoto(gateway, somchai.token, '/api/purchase/upload');
    expect(receipt).toMatchObject({ status: 429, body: refusal(MessageCode.tooManyRequests) });

    held.push(openUpload(gateway, malee.token, { first: imageStart(1024) }));
    await waitFor('three uploads under way', () => tempFiles('capped').length === 3);
    const fourth = await uploadPhoto(gateway, nok.token);
    expect(fourth).toMatchObject({ status: 503, body: refusal(MessageCode.imageBusy) });
    expect(fourth.headers.get('retry-after')).toBe('10');

    held[0]?.abort();
    await waitFor('the place to be given back', () => tempFiles('capped').length === 2);
    expect((await uploadPhoto(gateway, nok.token)).status).toBe(200);
    held.forEach((upload) => upload.abort());
    await waitFor('every file to be removed', () => tempFiles('capped').length === 0);
    expect((await uploadPhoto(gateway, somchai.token)).status).toBe(200);
  }, 60_000);
});

describe('an account whose e-mail address is not confirmed', () => {
  it(`uploads no receipt (403), and photos only ${unconfirmedPhotosPerHour} an hour, for the registration form's`, async () => {
    const gateway = edge.gateway;
    const credentials = { username: 'slow-unconfirmed', password: 'a long enough password' };
    const created = await gateway.call('POST', '/api/create-user-login', {
      body: { ...credentials, email: 'slow-unconfirmed@example.com', ...currentAcceptance },
      headers: { 'x-forwarded-for': '203.0.113.40' },
    });
    expect(created.status).toBe(200);
    const login = await gateway.call('POST', '/api/user/login', {
      body: credentials,
      headers: { 'x-forwarded-for': '203.0.113.40' },
    });
    const token = String(login.body.token);
    const refused = refusal(MessageCode.emailNotConfirmed);
    for (let photo = 0; photo < unconfirmedPhotosPerHour; photo += 1)
      expect((await uploadPhoto(gateway, token)).status).toBe(200);
    expect(await uploadPhoto(gateway, token)).toMatchObject({
      status: 429,
      body: refusal(MessageCode.tooManyRequests),
    });
    expect(await uploadPhoto(gateway, token, '/api/purchase/upload')).toMatchObject({
      status: 403,
      body: refused,
    });
  });
});
