import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ErrorCode, Messages } from '@dating/contracts';
import { serviceErrorOf } from '@dating/server';
import { UploadTempArea } from './upload-temp-area';

const modeOf = (file: string) => fs.statSync(file).mode & 0o777;

describe('UploadTempArea', () => {
  let root: string;
  const areas: UploadTempArea[] = [];

  function area(maxBytes = 1000): UploadTempArea {
    const made = new UploadTempArea({ root, maxBytes, retryAfterSeconds: 9 });
    areas.push(made);
    return made;
  }

  const write = (made: UploadTempArea, bytes: number) => {
    const file = made.newFile();
    const done = pipeline(Readable.from([Buffer.alloc(bytes, 1)]), file.meter(), file.open());
    return { file, done };
  };

  beforeEach(() => {
    root = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'temp-area-')), 'uploads');
  });

  afterEach(async () => {
    await Promise.all(areas.splice(0).map((made) => made.close()));
    fs.rmSync(path.dirname(root), { recursive: true, force: true });
  });

  it('keeps files in a folder of its own that only this user reaches, and removes them', async () => {
    const uploads = area();
    await uploads.open();
    expect(path.dirname(uploads.directory)).toBe(root);
    expect(modeOf(root)).toBe(0o700);
    expect(modeOf(uploads.directory)).toBe(0o700);

    const { file, done } = write(uploads, 600);
    await done;
    expect(modeOf(file.path)).toBe(0o600);
    expect(fs.statSync(file.path).size).toBe(600);
    expect(uploads.bytesUsed).toBe(600);

    await file.remove();
    expect(fs.existsSync(file.path)).toBe(false);
    expect(uploads.bytesUsed).toBe(0);

    const folder = uploads.directory;
    await uploads.close();
    expect(fs.existsSync(folder)).toBe(false);
  });

  it('refuses with 503 the bytes that do not fit, and counts them again once removed', async () => {
    const uploads = area(1000);
    await uploads.open();
    const first = write(uploads, 600);
    await first.done;
    const second = write(uploads, 600);
    const refusal = await second.done.then(
      () => null,
      (error: unknown) => serviceErrorOf(error),
    );
    expect(refusal).toEqual({
      code: ErrorCode.Unavailable,
      message: Messages.imageBusy,
      messageCode: 'imageBusy',
      retryAfterSeconds: 9,
    });
    await second.file.remove();
    expect(fs.readdirSync(uploads.directory)).toEqual([path.basename(first.file.path)]);
    expect(uploads.bytesUsed).toBe(600);
    await first.file.remove();
    const third = write(uploads, 1000);
    await third.done;
    expect(uploads.isFull).toBe(true);
    await third.file.remove();
  });

  it('sweeps at start what stopped gateways left, never what a running one holds', async () => {
    const running = area();
    await running.open();
    fs.writeFileSync(path.join(running.directory, 'arriving'), 'x');
    const gone = spawnSync(process.execPath, ['-e', '']).pid ?? 0;
    const left = path.join(root, `${gone}-abcdef`);
    fs.mkdirSync(left);
    fs.writeFileSync(path.join(left, 'half-written'), 'x');
    const otherProcess = path.join(root, `${process.ppid}-ghijkl`);
    fs.mkdirSync(otherProcess);
    fs.writeFileSync(path.join(root, 'stray'), 'x');

    const next = area();
    await next.open();
    expect(fs.readdirSync(root).sort()).toEqual(
      [
        path.basename(running.directory),
        path.basename(next.directory),
        path.basename(otherProcess),
      ].sort(),
    );
    expect(fs.readdirSync(running.directory)).toEqual(['arriving']);
  });

  it('will not use a root that is a link', async () => {
    fs.mkdirSync(path.dirname(root), { recursive: true });
    const elsewhere = fs.mkdtempSync(path.join(os.tmpdir(), 'elsewhere-'));
    fs.symlinkSync(elsewhere, root);
    await expect(area().open()).rejects.toThrow('is not a folder');
    fs.rmSync(elsewhere, { recursive: true, force: true });
  });
});
