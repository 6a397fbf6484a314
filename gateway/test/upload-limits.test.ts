import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { Messages, uploadLimits, MessageCode, failed } from '@dating/contracts';
import { startGatewayUnderTest, type Answer, type GatewayUnderTest } from './gateway-under-test';
import { startPortalUnderTest, type PortalUnderTest } from './portal-under-test';
import { slipImage, slipPayload } from './slip-images';

let edge: PortalUnderTest;
let member: { token: string; userId: number };

function upload(gateway: GatewayUnderTest, file: Buffer, path = '/api/upload'): Promise<Answer> {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(file)], { type: 'image/png' }), 'photo.png');
  return gateway.call('POST', path, { raw: form, token: member.token });
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid PNG header declaring `width`×`height` grey pixels, with one row of data: 67 bytes. */
function pngHeader(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(2))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const solidPng = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#b07050' } })
    .png()
    .toBuffer();

interface Watched {
  answer: Answer;
  ms: number;
  /** The gateway's process (this one: it runs in-process, its image workers too). */
  peakRssMb: number;
  rssBeforeMb: number;
  /** `GET /api/health` (every service, NATS and storage) while the upload ran: every answer's status and the slowest. */
  pings: number[];
  slowestPingMs: number;
}

const megabytes = (bytes: number) => Math.round(bytes / 1048576);

/** Runs an upload while sampling memory and asking the gateway's health until it answers. */
async function watch(gateway: GatewayUnderTest, send: () => Promise<Answer>): Promise<Watched> {
  const rssBefore = process.memoryUsage().rss;
  let peakRss = rssBefore;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 5);
  const pings: number[] = [];
  let slowestPingMs = 0;
  let uploading = true;
  const pinging = (async () => {
    do {
      const started = performance.now();
      pings.push((await gateway.call('GET', '/api/health')).status);
      slowestPingMs = Math.max(slowestPingMs, performance.now() - started);
    } while (uploading);
  })();
  const started = performance.now();
  try {
    const answer = await send();
    const ms = Math.round(performance.now() - started);
    uploading = false;
    await pinging;
    return {
      answer,
      ms,
      peakRssMb: megabytes(peakRss),
      rssBeforeMb: megabytes(rssBefore),
      pings,
      slowestPingMs: Math.round(slowestPingMs),
    };
  } finally {
    uploading = false;
    clearInterval(sampler);
  }
}

const measured: Array<Record<string, string | number>> = [];

/** Memory stays bounded and the gateway keeps answering, whatever the upload was. */
function expectBounded(name: string, watched: Watched): void {
  measured.push({
    case: name,
    status: watched.answer.status,
    ms: watched.ms,
    'rss before (MB)': watched.rssBeforeMb,
    'peak rss (MB)': watched.peakRssMb,
    'slowest GET /api/health (ms)': watched.slowestPingMs,
  });
  expect(watched.peakRssMb - watched.rssBeforeMb).toBeLessThan(600);
  expect(watched.pings.length).toBeGreaterThan(0);
  expect(watched.pings.every((status) => status === 200)).toBe(true);
  expect(watched.slowestPingMs).toBeLessThan(3000);
}

beforeAll(async () => {
  edge = await startPortalUnderTest();
  member = await edge.gateway.register('limits');
}, 60000);

afterAll(async () => {
  console.table(measured);
  await edge?.stop();
});

describe('POST /api/upload refuses, from the header, images of sizes no photo or slip has', () => {
  it.each([
    ['65535×1', () => solidPng(65535, 1), Messages.imageTooSmall],
    ['1×65535', () => solidPng(1, 65535), Messages.imageTooSmall],
    ['1×1', () => solidPng(1, 1), Messages.imageTooSmall],
    [
      'a 30000×30000 header',
      () => Promise.resolve(pngHeader(30000, 30000)),
      Messages.imageTooManyPixels,
    ],
    ['a 1080×10900 strip', () => solidPng(1080, 10900), Messages.imageTooElongated],
  ])('%s: 415 with a message', async (name, image, message) => {
    const file = await image();
    const watched = await watch(edge.gateway, () => upload(edge.gateway, file));
    expect(watched.answer).toMatchObject({ status: 415, body: { status: 'FAILED', message } });
    expectBounded(name, watched);
  });

  it('refuses them as receipts too, before the slip reader or anything else decodes them', async () => {
    const watched = await watch(edge.gateway, () =>
      upload(edge.gateway, pngHeader(65535, 1), '/api/purchase/upload'),
    );
    expect(watched.answer).toMatchObject({
      status: 415,
      body: { message: Messages.imageTooSmall },
    });
    expectBounded('65535×1 receipt', watched);
  });
});

describe('POST /api/upload takes real photos and slips without enlarging them', () => {
  it('a tall 1080×2400 slip: stored at 720×1600, its card 480 square', async () => {
    const slip = await slipImage(slipPayload('004', '2026112312345678'), {
      width: 1080,
      height: 2400,
    });
    const watched = await watch(edge.gateway, () => upload(edge.gateway, slip));
    expect(watched.answer).toMatchObject({ status: 200, body: { status: 'OK' } });
    expectBounded('1080×2400 slip', watched);

    const fileId = String(watched.answer.body.fileId);
    const read = async (path: string) => {
      const response = await fetch(`${edge.gateway.base}${path}`, {
        headers: { authorization: `Bearer ${member.token}` },
      });
      return sharp(Buffer.from(await response.arrayBuffer())).metadata();
    };
    expect(await read(`/api/files/photos/${fileId}`)).toMatchObject({ width: 720, height: 1600 });
    expect(await read(`/api/files/photos/${fileId}/card`)).toMatchObject({
      width: uploadLimits.cardSide,
      height: uploadLimits.cardSide,
    });
  });

  it('a 50-megapixel phone photo (8160×6120) is taken within bounds', async () => {
    const photo = await sharp({
      create: { width: 8160, height: 6120, channels: 3, background: '#5080b0' },
    })
      .jpeg()
      .toBuffer();
    const watched = await watch(edge.gateway, () => upload(edge.gateway, photo));
    expect(watched.answer.status).toBe(200);
    expectBounded('8160×6120 photo', watched);
  });
});

describe('image work on a bounded pool', () => {
  let small: GatewayUnderTest;

  beforeAll(async () => {
    small = await startGatewayUnderTest(edge.infra, {
      IMAGE_WORKERS: '1',
      IMAGE_QUEUE_LENGTH: '1',
      IMAGE_DEADLINE_MS: '20000',
      // One member's four uploads at once reach the pool (slow-uploads.test.ts: the cap).
      UPLOADS_IN_FLIGHT_PER_MEMBER: '4',
    });
  });

  afterAll(() => small?.close());

  it('answers 503 with Retry-After while its one worker and one queue place are taken', async () => {
    // 49 megapixels: allowed, and long enough to decode that the others arrive meanwhile.
    const slow = await solidPng(7000, 7000);
    const answers = await Promise.all([1, 2, 3, 4].map(() => upload(small, slow)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 200, 503, 503]);
    for (const refused of answers.filter((answer) => answer.status === 503)) {
      expect(refused.body).toEqual(failed(MessageCode.imageBusy));
      expect(refused.headers.get('retry-after')).toBe('20');
    }
    expect((await upload(small, await solidPng(400, 300))).status).toBe(200);
  });

  it('stops an image past the deadline with 503 and replaces its worker', async () => {
    const hasty = await startGatewayUnderTest(edge.infra, {
      IMAGE_WORKERS: '1',
      IMAGE_DEADLINE_MS: '100',
    });
    try {
      const slow = await solidPng(7000, 7000);
      const watched = await watch(hasty, () => upload(hasty, slow));
      expect(watched.answer).toMatchObject({
        status: 503,
        body: { message: Messages.imageTimedOut },
      });
      expect(watched.answer.headers.get('retry-after')).toBe('1');
      expectBounded('7000×7000 past a 100 ms deadline', watched);
      expect((await upload(hasty, await solidPng(64, 64))).status).toBe(200);
    } finally {
      await hasty.close();
    }
  });
});
