import { Transform, type TransformCallback } from 'node:stream';
import { ErrorCode, MessageCode } from '@dating/contracts';
import { ServiceException } from '@dating/server';

/** Bytes an image's signature needs: WebP's is `RIFF` <size> `WEBP`. */
export const signatureLength = 12;

const startsWith = (head: Buffer, bytes: number[], at = 0) =>
  bytes.every((byte, index) => head[at + index] === byte);

/**
 * Whether the first bytes are a JPEG's, a PNG's or a WebP's signature: every image we take
 * starts so, whatever its name or declared type. Only the first check: sharp reads the whole
 * header afterwards (image.ts).
 */
export function hasImageSignature(head: Buffer): boolean {
  const jpeg = startsWith(head, [0xff, 0xd8, 0xff]);
  const png = startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const webp =
    startsWith(head, [...Buffer.from('RIFF')]) && startsWith(head, [...Buffer.from('WEBP')], 8);
  return jpeg || png || webp;
}

const notAnImage = () =>
  new ServiceException(ErrorCode.UnsupportedMediaType, MessageCode.notAnImage);

/**
 * Passes an upload through once its first bytes are an image's signature, and fails with 415
 * as soon as they are not: a renamed document is refused at its first bytes, not stored first.
 */
export function imageSignatureCheck(): Transform {
  let head = Buffer.alloc(0);
  let checked = false;
  return new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
      if (!checked) {
        head = Buffer.concat([head, chunk.subarray(0, signatureLength - head.length)]);
        if (head.length < signatureLength) {
          done(null, chunk);
          return;
        }
        checked = true;
        if (!hasImageSignature(head)) {
          done(notAnImage());
          return;
        }
      }
      done(null, chunk);
    },
    flush(done: TransformCallback) {
      done(checked || hasImageSignature(head) ? null : notAnImage());
    },
  });
}
