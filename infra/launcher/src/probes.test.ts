import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startLocalS3 } from '@dating/testing/local-s3';
import { minioAnswers } from './probes';

describe('minioAnswers', () => {
  it('does not take the embedded s3rver for a MinIO', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 's3-probe-'));
    const storage = await startLocalS3({
      directory: dir,
      accessKey: 'key-id',
      secretKey: 'secret',
    });
    try {
      expect(await minioAnswers(storage.url)).toBe(false);
    } finally {
      await storage.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
