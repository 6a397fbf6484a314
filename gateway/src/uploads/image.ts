import sharp from 'sharp';
import { ErrorCode, Messages, uploadLimits } from '@dating/contracts';
import { ServiceException } from '@dating/server';

/** What we accept, judged by the bytes (sharp reads the signature), never by name or header. */
const acceptedFormats = new Set(['jpeg', 'png', 'webp']);

/** Larger images are refused before decoding: a small file can hide a huge bitmap. */
const maxInputPixels = 50_000_000;

export interface ProcessedImage {
  full: Buffer;
  card: Buffer;
  contentType: 'image/webp';
}

const unsupported = (message: string) =>
  new ServiceException(ErrorCode.UnsupportedMediaType, message);

async function formatOf(input: Buffer): Promise<string | undefined> {
  try {
    return (await sharp(input, { limitInputPixels: maxInputPixels }).metadata()).format;
  } catch {
    return undefined;
  }
}

/**
 * Re-encodes an uploaded photo: turned upright, every metadata block (EXIF, GPS, XMP, ICC)
 * dropped, at most `fullSide` pixels, plus a square card-size variant cropped on what draws
 * the eye. Anything that is not a JPEG, PNG or WebP is refused with 415.
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  const format = await formatOf(input);
  if (!format || !acceptedFormats.has(format)) throw unsupported(Messages.notAnImage);
  try {
    const upright = sharp(input, { limitInputPixels: maxInputPixels, failOn: 'error' }).rotate();
    const [full, card] = await Promise.all([
      upright
        .clone()
        .resize(uploadLimits.fullSide, uploadLimits.fullSide, {
          fit: 'inside',
          withoutEnlargement: true,
        })
        .webp({ quality: 82 })
        .toBuffer(),
      upright
        .clone()
        .resize(uploadLimits.cardSide, uploadLimits.cardSide, {
          fit: 'cover',
          position: sharp.strategy.attention,
        })
        .webp({ quality: 75 })
        .toBuffer(),
    ]);
    return { full, card, contentType: 'image/webp' };
  } catch {
    throw unsupported(Messages.imageUnreadable);
  }
}
