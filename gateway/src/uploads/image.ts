import sharp from 'sharp';
import { ErrorCode, Messages, uploadLimits } from '@dating/contracts';
import { ServiceException } from '@dating/server';

/** What we accept, judged by the bytes (sharp reads the signature), never by name or header. */
const acceptedFormats = new Set(['jpeg', 'png', 'webp']);

/** Larger images are refused before decoding: a small file can hide a huge bitmap. */
export const maxInputPixels = 50_000_000;

export interface ProcessedImage {
  full: Buffer;
  /** The square card-size variant, when it was asked for. */
  card?: Buffer;
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

/** A JPEG, PNG or WebP by its bytes, of a size we decode. */
export async function isAcceptedImage(input: Buffer): Promise<boolean> {
  const format = await formatOf(input);
  return format !== undefined && acceptedFormats.has(format);
}

/**
 * Re-encodes an uploaded image: turned upright, every metadata block (EXIF, GPS, XMP, ICC)
 * dropped, at most `fullSide` pixels, plus (with `card`) a square card-size variant cropped on
 * what draws the eye. Anything that is not a JPEG, PNG or WebP is refused with 415.
 */
export async function processImage(
  input: Buffer,
  variants: { card: boolean },
): Promise<ProcessedImage> {
  if (!(await isAcceptedImage(input))) throw unsupported(Messages.notAnImage);
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
      variants.card
        ? upright
            .clone()
            .resize(uploadLimits.cardSide, uploadLimits.cardSide, {
              fit: 'cover',
              position: sharp.strategy.attention,
            })
            .webp({ quality: 75 })
            .toBuffer()
        : undefined,
    ]);
    return { full, card, contentType: 'image/webp' };
  } catch {
    throw unsupported(Messages.imageUnreadable);
  }
}
