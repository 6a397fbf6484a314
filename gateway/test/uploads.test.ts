import http from 'node:http';
import sharp from 'sharp';
import { imageObjectKey, Messages, uploadLimits, uploaderMetadataKey } from '@dating/contracts';
import { Buckets, type ObjectStorage } from '@dating/server';
import {
  startEdgeUnderTest,
  testApiKey,
  type EdgeUnderTest,
  type GatewayUnderTest,
} from './gateway-under-test';

let edge: EdgeUnderTest;
let gateway: GatewayUnderTest;
let storage: ObjectStorage;
let member: { token: string; userId: number };

/** A photo as phones take it: sideways (EXIF orientation 6) with GPS coordinates. */
function phonePhoto(): Promise<Buffer> {
  return sharp({
    create: { width: 400, height: 300, channels: 3, background: { r: 200, g: 120, b: 90 } },
  })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '13/1 45/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '100/1 30/1 0/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

function upload(
  file: Buffer,
  options: { name?: string; type?: string; field?: string; token?: string | null } = {},
) {
  const form = new FormData();
  form.append(
    options.field ?? 'image',
    new Blob([new Uint8Array(file)], { type: options.type ?? 'image/jpeg' }),
    options.name ?? 'photo.jpg',
  );
  const token = options.token === null ? undefined : (options.token ?? member.token);
  return gateway.call('POST', '/api/upload', { raw: form, token });
}

async function download(
  path: string,
): Promise<{ status: number; headers: Headers; bytes: Buffer }> {
  // Before it is in a slot, an upload is its uploader's to see.
  const response = await fetch(`${gateway.base}${path}`, {
    headers: { authorization: `Bearer ${member.token}` },
  });
  return {
    status: response.status,
    headers: response.headers,
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

beforeAll(async () => {
  edge = await startEdgeUnderTest();
  gateway = edge.gateway;
  storage = gateway.storage;
  member = await gateway.register('uploader');
}, 60000);

afterAll(() => edge?.stop());

describe('POST /api/upload', () => {
  it('stores an upright, re-encoded photo without EXIF or GPS, and a card-size variant', async () => {
    const original = await phonePhoto();
    const taken = await sharp(original).metadata();
    expect(taken.orientation).toBe(6);
    expect(Buffer.isBuffer(taken.exif)).toBe(true);
    expect(original.includes(Buffer.from('PhoneMaker'))).toBe(true);

    const answer = await upload(original);
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

    const full = await download(`/api/files/photos/${fileId}`);
    expect(full.status).toBe(200);
    expect(full.headers.get('content-type')).toBe('image/webp');
    expect(full.headers.get('cache-control')).toBe('private, no-cache');
    expect(full.bytes.length).toBe(answer.body.fileSize);
    const stored = await sharp(full.bytes).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 300, height: 400 });
    expect(stored.exif).toBeUndefined();
    expect(full.bytes.includes(Buffer.from('GPS'))).toBe(false);
    expect(full.bytes.includes(Buffer.from('PhoneMaker'))).toBe(false);

    // Never enlarged: the card of a 300-pixel-wide photo is 300 pixels square.
    const card = await download(`/api/files/photos/${fileId}/card`);
    expect(await sharp(card.bytes).metadata()).toMatchObject({
      format: 'webp',
      width: 300,
      height: 300,
    });
    expect((await sharp(card.bytes).metadata()).exif).toBeUndefined();

    const object = await storage.stat(Buckets.photos, imageObjectKey(fileId, 'full'));
    expect(object?.metadata[uploaderMetadataKey]).toBe(String(member.userId));
  });

  it('accepts PNG and WebP, and shrinks a large photo to the stored size', async () => {
    const big = await sharp({
      create: { width: 3000, height: 1000, channels: 4, background: '#3366aa80' },
    })
      .png()
      .toBuffer();
    const png = await upload(big, { name: 'wide.png', type: 'image/png' });
    expect(png.status).toBe(200);
    const stored = await download(`/api/files/photos/${String(png.body.fileId)}`);
    expect(await sharp(stored.bytes).metadata()).toMatchObject({
      width: uploadLimits.fullSide,
      height: Math.round(uploadLimits.fullSide / 3),
    });
    const card = await download(`/api/files/photos/${String(png.body.fileId)}/card`);
    expect(await sharp(card.bytes).metadata()).toMatchObject({
      width: uploadLimits.cardSide,
      height: uploadLimits.cardSide,
    });

    const webp = await sharp({
      create: { width: 50, height: 50, channels: 3, background: '#fff' },
    })
      .webp()
      .toBuffer();
    expect((await upload(webp, { name: 'small.webp', type: 'image/webp' })).status).toBe(200);
  });

  it('judges by the bytes: a renamed text file, a GIF or an SVG is 415', async () => {
    const renamed = await upload(Buffer.from('not a photo, just words\n'.repeat(50)), {
      name: 'holiday.jpg',
      type: 'image/jpeg',
    });
    expect(renamed).toMatchObject({
      status: 415,
      body: { status: 'FAILED', message: Messages.notAnImage, code: 'notAnImage' },
    });

    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    expect((await upload(gif, { name: 'a.jpg' })).status).toBe(415);

    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    expect((await upload(svg, { name: 'a.png', type: 'image/png' })).status).toBe(415);

    const truncated = (await phonePhoto()).subarray(0, 200);
    expect((await upload(truncated)).status).toBe(415);
  });

  it('refuses more than 8 MB with 413', async () => {
    const tooBig = Buffer.alloc(uploadLimits.maxBytes + 1, 7);
    (await phonePhoto()).copy(tooBig);
    expect(await upload(tooBig)).toMatchObject({
      status: 413,
      body: { status: 'FAILED', message: Messages.imageTooLarge, code: 'imageTooLarge' },
    });
  });

  it('needs a member token and the field `image`', async () => {
    const photo = await phonePhoto();
    expect(await upload(photo, { token: null })).toMatchObject({
      status: 401,
      body: { message: Messages.missingToken },
    });
    expect(await upload(photo, { field: 'photo' })).toMatchObject({
      status: 400,
      body: { message: Messages.imageRequired },
    });
    const json = await gateway.call('POST', '/api/upload', { body: {}, token: member.token });
    expect(json).toMatchObject({ status: 400, body: { message: Messages.imageRequired } });
  });
});

describe('a connection kept open to the gateway', () => {
  /** `requests` one after another on one kept-alive connection, as nginx and the launcher send them. */
  async function onOneConnection(
    requests: { method: string; path: string; headers: http.OutgoingHttpHeaders; body?: Buffer }[],
  ): Promise<string[]> {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const answered: string[] = [];
    try {
      for (const request of requests) {
        answered.push(
          await new Promise<string>((resolve, reject) => {
            const outgoing = http.request(
              `${gateway.base}${request.path}`,
              { agent, method: request.method, headers: request.headers, timeout: 10_000 },
              (answer) => {
                answer.resume();
                answer.on('end', () => resolve(String(answer.statusCode)));
              },
            );
            outgoing.on('timeout', () => outgoing.destroy(new Error('no answer in 10 s')));
            outgoing.on('error', reject);
            outgoing.end(request.body);
          }),
        );
      }
    } finally {
      agent.destroy();
    }
    return answered;
  }

  it('answers the next request after an upload it refused before reading all of it', async () => {
    const boundary = 'photo-boundary';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="a.jpg"\r\n` +
          'Content-Type: image/jpeg\r\n\r\n',
      ),
      Buffer.alloc(512 * 1024, 7),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const headers = { 'x-api-key': testApiKey, authorization: `Bearer ${member.token}` };
    expect(
      await onOneConnection([
        {
          method: 'POST',
          path: '/api/upload',
          headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
          body,
        },
        { method: 'GET', path: '/api/health/live', headers },
      ]),
    ).toEqual(['400', '200']);
  });
});

describe('GET /api/files/photos', () => {
  it('answers 404 for an unknown or malformed file id', async () => {
    expect((await download('/api/files/photos/3f1c0c4e-5a8e-4a61-9a55-0e5b2f0b7d11')).status).toBe(
      404,
    );
    expect((await download('/api/files/photos/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
    expect((await download('/api/files/photos/not-an-id/card')).status).toBe(404);
  });
});
