import sharp from 'sharp';
import { receiptLookLimits, type ReceiptLook } from '@dating/contracts';
import { maxInputPixels, type ImageInput } from '../uploads/image';

function grayscale(image: ImageInput, width: number, height: number): Promise<Buffer> {
  return sharp(image, { limitInputPixels: maxInputPixels })
    .rotate()
    .flatten({ background: '#ffffff' })
    .grayscale()
    .resize(width, height, { fit: 'fill' })
    .toColourspace('b-w')
    .raw()
    .toBuffer();
}

/** The dHash and thumbnail of receipt-look.ts, from an uploaded image's own pixels. */
export async function receiptLook(image: ImageInput): Promise<ReceiptLook> {
  const side = receiptLookLimits.thumbnailSide;
  const [small, thumbnail] = await Promise.all([
    grayscale(image, 9, 8),
    grayscale(image, side, side),
  ]);
  let hash = 0n;
  for (let y = 0; y < 8; y += 1) {
    for (let x = 0; x < 8; x += 1) {
      const brighter = (small[y * 9 + x] ?? 0) > (small[y * 9 + x + 1] ?? 0);
      hash = (hash << 1n) | (brighter ? 1n : 0n);
    }
  }
  return { dhash: hash.toString(16).padStart(16, '0'), thumbnail: new Uint8Array(thumbnail) };
}
