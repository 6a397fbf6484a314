import { PassThrough, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ErrorCode, Messages } from '@dating/contracts';
import { serviceErrorOf } from '@dating/server';
import { hasImageSignature, imageSignatureCheck } from './image-signature';

const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBP')]);

/** What the check lets through of `chunks`, or the error it failed with. */
async function through(chunks: Buffer[]): Promise<{ passed: number; error: unknown }> {
  let passed = 0;
  const source = new PassThrough();
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      passed += chunk.length;
      done();
    },
  });
  const done = pipeline(source, imageSignatureCheck(), sink).then(
    () => null,
    (error: unknown) => error,
  );
  for (const chunk of chunks) source.write(chunk);
  source.end();
  return { passed, error: await done };
}

describe('hasImageSignature', () => {
  it.each([
    ['JPEG', jpeg],
    ['PNG', png],
    ['WebP', webp],
  ])('knows a %s', (_name, head) => expect(hasImageSignature(head)).toBe(true));

  it.each([
    ['text', Buffer.from('not a photo, just words')],
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00')],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg">')],
    [
      'a RIFF that is not WebP',
      Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WAVE')]),
    ],
    ['nothing', Buffer.alloc(0)],
  ])('refuses %s', (_name, head) => expect(hasImageSignature(head)).toBe(false));
});

describe('imageSignatureCheck', () => {
  it('passes an image through whole, its signature split over chunks', async () => {
    const body = Buffer.concat([webp, Buffer.alloc(1000, 1)]);
    const result = await through([body.subarray(0, 3), body.subarray(3, 9), body.subarray(9)]);
    expect(result).toEqual({ passed: body.length, error: null });
  });

  it('fails with 415 at the first bytes of anything else', async () => {
    const result = await through([Buffer.from('not a photo, just words\n'.repeat(50))]);
    expect(serviceErrorOf(result.error)).toEqual({
      code: ErrorCode.UnsupportedMediaType,
      message: Messages.notAnImage,
      messageCode: 'notAnImage',
    });
    expect(result.passed).toBe(0);
  });

  it('fails with 415 a body shorter than any signature', async () => {
    const result = await through([Buffer.from('RIFF')]);
    expect(serviceErrorOf(result.error)?.code).toBe(ErrorCode.UnsupportedMediaType);
  });
});
