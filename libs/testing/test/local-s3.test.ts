import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import * as Minio from 'minio';
import { startLocalS3, type LocalS3 } from '../src/local-s3';

// minio's own V4 signer (its package exports it to require() only): requests signed by hand
// without sharing the store's reading of the signing rules.
const { signV4 } = createRequire(__filename)('minio/dist/main/signing.js') as {
  signV4(
    request: { method: string; path: string; headers: Record<string, string> },
    accessKey: string,
    secretKey: string,
    region: string,
    date: Date,
    payloadSha256: string,
  ): string;
};

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  let body = '';
  for await (const chunk of stream) body += String(chunk);
  return body;
}

function clientFor(storage: LocalS3, accessKey: string, secretKey: string): Minio.Client {
  return new Minio.Client({
    endPoint: '127.0.0.1',
    port: storage.port,
    useSSL: false,
    accessKey,
    secretKey,
    pathStyle: true,
    // A 500 the client would retry and hide is the store failing all the same.
    retryOptions: { disableRetry: true },
  });
}

/** Every directory and file under `dir` with its permission bits. */
function modes(dir: string): Map<string, number> {
  const found = new Map<string, number>([['.', fs.statSync(dir).mode & 0o777]]);
  for (const entry of fs.readdirSync(dir, { recursive: true })) {
    found.set(String(entry), fs.statSync(path.join(dir, String(entry))).mode & 0o777);
  }
  return found;
}

// The portal's services talk to the store with the minio client, path-style, with the
// configured keys: the embedded store must answer them as MinIO would, and no one else.
describe('startLocalS3', () => {
  let dir: string;
  let storage: LocalS3;
  let client: Minio.Client;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 's3-'));
    storage = await startLocalS3({
      directory: dir,
      accessKey: 'portal-key',
      secretKey: 'portal-secret',
    });
    client = clientFor(storage, 'portal-key', 'portal-secret');
  });
  afterAll(async () => {
    await storage.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('creates buckets and stores, reads and removes objects', async () => {
    expect(await client.bucketExists('photos')).toBe(false);
    await client.makeBucket('photos');
    expect(await client.bucketExists('photos')).toBe(true);

    await client.putObject('photos', 'u/1/a.jpg', Buffer.from('jpeg bytes'), 10, {
      'Content-Type': 'image/jpeg',
    });
    const stat = await client.statObject('photos', 'u/1/a.jpg');
    expect(stat.size).toBe(10);
    expect(stat.metaData['content-type']).toBe('image/jpeg');
    expect(await text(await client.getObject('photos', 'u/1/a.jpg'))).toBe('jpeg bytes');

    await client.removeObject('photos', 'u/1/a.jpg');
    await expect(client.statObject('photos', 'u/1/a.jpg')).rejects.toMatchObject({
      code: 'NotFound',
    });
  });

  it("removes a member's photos and their folders in one request", async () => {
    await client.makeBucket('siblings');
    // Photos and their card variants, as svc-profile erases a member's: folders in folders.
    const keys = Array.from({ length: 40 }, (_, index) => `member/${index % 4}/${index}/photo.jpg`);
    for (let round = 0; round < 5; round += 1) {
      for (const key of keys) await client.putObject('siblings', key, Buffer.from(key));
      await client.removeObjects('siblings', keys);
    }

    const left: string[] = [];
    for await (const item of client.listObjectsV2('siblings', '', true))
      left.push(String(item.name));
    expect(left).toEqual([]);
  });

  it('keeps objects on disk under its folder', async () => {
    await client.makeBucket('receipts');
    await client.putObject('receipts', 'r.pdf', Buffer.from('%PDF'));
    expect(fs.existsSync(path.join(dir, 'receipts'))).toBe(true);
  });

  it('lists buckets and objects', async () => {
    await client.makeBucket('listed');
    await client.putObject('listed', 'a/1.jpg', Buffer.from('1'));
    await client.putObject('listed', 'b (2).jpg', Buffer.from('2'));
    expect((await client.listBuckets()).map((bucket) => bucket.name)).toContain('listed');
    const names: string[] = [];
    for await (const item of client.listObjectsV2('listed', '', true))
      names.push(String(item.name));
    expect(names.sort()).toEqual(['a/1.jpg', 'b (2).jpg']);
  });

  it('refuses a wrong key', async () => {
    await expect(
      clientFor(storage, 'someone', 'else').bucketExists('photos'),
    ).rejects.toMatchObject({
      code: 'InvalidAccessKeyId',
    });
    // s3rver's own built-in key pair.
    await expect(
      clientFor(storage, 'S3RVER', 'S3RVER').bucketExists('photos'),
    ).rejects.toMatchObject({
      code: 'InvalidAccessKeyId',
    });
  });

  it('refuses the right key with a wrong secret', async () => {
    const forger = clientFor(storage, 'portal-key', 'guessed');
    await expect(forger.listBuckets()).rejects.toMatchObject({ code: 'SignatureDoesNotMatch' });
    await expect(forger.getObject('receipts', 'r.pdf')).rejects.toMatchObject({
      code: 'SignatureDoesNotMatch',
    });
    await expect(
      forger.putObject('receipts', 'forged.pdf', Buffer.from('x')),
    ).rejects.toMatchObject({
      code: 'SignatureDoesNotMatch',
    });
    await expect(forger.removeObject('receipts', 'r.pdf')).rejects.toMatchObject({
      code: 'SignatureDoesNotMatch',
    });
    expect((await client.statObject('receipts', 'r.pdf')).size).toBe(4);
    await expect(client.statObject('receipts', 'forged.pdf')).rejects.toMatchObject({
      code: 'NotFound',
    });
  });

  it('refuses a signature made for another request, or long ago', async () => {
    await client.putObject('receipts', 'other.pdf', Buffer.from('%PDF other'));
    const emptyBodySha256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
    const signed = (objectPath: string, date = new Date()): Record<string, string> => {
      const headers = {
        host: `127.0.0.1:${storage.port}`,
        'x-amz-date': date.toISOString().replace(/[-:]|\.\d{3}/g, ''),
        'x-amz-content-sha256': emptyBodySha256,
      };
      const request = { method: 'GET', path: objectPath, headers };
      const authorization = signV4(
        request,
        'portal-key',
        'portal-secret',
        'us-east-1',
        date,
        emptyBodySha256,
      );
      return { ...headers, authorization };
    };
    const headers = signed('/receipts/r.pdf');
    expect((await fetch(`${storage.url}/receipts/r.pdf`, { headers })).status).toBe(200);

    const replayed = await fetch(`${storage.url}/receipts/other.pdf`, { headers });
    expect(replayed.status).toBe(403);
    expect(await replayed.text()).toContain('<Code>SignatureDoesNotMatch</Code>');

    const old = signed('/receipts/r.pdf', new Date(Date.now() - 20 * 60 * 1000));
    const stale = await fetch(`${storage.url}/receipts/r.pdf`, { headers: old });
    expect(stale.status).toBe(403);
    expect(await stale.text()).toContain('<Code>RequestTimeTooSkewed</Code>');
  });

  it.each([
    ['GET', '/'],
    ['GET', '/receipts'],
    ['GET', '/receipts?list-type=2'],
    ['HEAD', '/receipts/r.pdf'],
    ['GET', '/receipts/r.pdf'],
    ['PUT', '/receipts/r.pdf'],
    ['PUT', '/anonymous-bucket'],
    ['DELETE', '/receipts/r.pdf'],
    ['DELETE', '/receipts'],
  ])('refuses an anonymous %s %s with 403 AccessDenied', async (method, url) => {
    const response = await fetch(storage.url + url, {
      method,
      ...(method === 'PUT' ? { body: 'overwritten' } : {}),
    });
    expect(response.status).toBe(403);
    if (method !== 'HEAD') expect(await response.text()).toContain('<Code>AccessDenied</Code>');
    expect(await text(await client.getObject('receipts', 'r.pdf'))).toBe('%PDF');
    expect(await client.bucketExists('anonymous-bucket')).toBe(false);
  });

  it('refuses presigned URLs, which the portal does not use', async () => {
    const url = await client.presignedGetObject('receipts', 'r.pdf', 60);
    expect((await fetch(url)).status).toBe(403);
  });

  it('keeps its folder to its owner: directories 0700, files 0600', async () => {
    await client.putObject('photos', 'u/2/b.jpg', Buffer.from('jpeg'));
    const found = modes(dir);
    expect(found.get('.')).toBe(0o700);
    expect(found.get('photos')).toBe(0o700);
    for (const [name, mode] of found) {
      expect([name, mode]).toEqual([
        name,
        fs.statSync(path.join(dir, name)).isDirectory() ? 0o700 : 0o600,
      ]);
    }
  });
});

describe('startLocalS3 on an existing folder', () => {
  it('makes what an earlier run left readable to others private', async () => {
    const parent = fs.mkdtempSync(path.join(os.tmpdir(), 's3-old-'));
    const dir = path.join(parent, 's3');
    fs.mkdirSync(path.join(dir, 'photos', 'u'), { recursive: true, mode: 0o755 });
    fs.chmodSync(dir, 0o755);
    fs.writeFileSync(path.join(dir, 'photos', 'u', 'a.jpg._S3rver_object'), 'jpeg', {
      mode: 0o644,
    });
    const storage = await startLocalS3({ directory: dir, accessKey: 'k', secretKey: 's' });
    try {
      expect(modes(dir)).toEqual(
        new Map([
          ['.', 0o700],
          ['photos', 0o700],
          [path.join('photos', 'u'), 0o700],
          [path.join('photos', 'u', 'a.jpg._S3rver_object'), 0o600],
        ]),
      );
    } finally {
      await storage.stop();
      fs.rmSync(parent, { recursive: true, force: true });
    }
  });

  it('makes its folder 0700 when it creates it', async () => {
    const parent = fs.mkdtempSync(path.join(os.tmpdir(), 's3-new-'));
    const storage = await startLocalS3({
      directory: path.join(parent, 'data', 's3'),
      accessKey: 'k',
      secretKey: 's',
    });
    try {
      expect(fs.statSync(path.join(parent, 'data')).mode & 0o777).toBe(0o700);
      expect(fs.statSync(path.join(parent, 'data', 's3')).mode & 0o777).toBe(0o700);
    } finally {
      await storage.stop();
      fs.rmSync(parent, { recursive: true, force: true });
    }
  });
});
