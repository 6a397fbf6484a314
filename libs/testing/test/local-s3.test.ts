import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as Minio from 'minio';
import { startLocalS3, type LocalS3 } from '../src/local-s3';

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  let body = '';
  for await (const chunk of stream) body += String(chunk);
  return body;
}

// The portal's services talk to the store with the minio client, path-style, with the
// configured keys: the embedded store must answer them as MinIO would.
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
    client = new Minio.Client({
      endPoint: '127.0.0.1',
      port: storage.port,
      useSSL: false,
      accessKey: 'portal-key',
      secretKey: 'portal-secret',
      pathStyle: true,
    });
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

  it('keeps objects on disk under its folder', async () => {
    await client.makeBucket('receipts');
    await client.putObject('receipts', 'r.pdf', Buffer.from('%PDF'));
    expect(fs.existsSync(path.join(dir, 'receipts'))).toBe(true);
  });

  it('refuses a wrong key', async () => {
    const stranger = new Minio.Client({
      endPoint: '127.0.0.1',
      port: storage.port,
      useSSL: false,
      accessKey: 'someone',
      secretKey: 'else',
      pathStyle: true,
    });
    await expect(stranger.bucketExists('photos')).rejects.toMatchObject({
      code: 'InvalidAccessKeyId',
    });
  });
});
