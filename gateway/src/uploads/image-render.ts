import sharp from 'sharp';

/** What one upload asks of an image worker; only plain data crosses the thread boundary. */
export interface RenderRequest {
  /** The uploaded file's path (the worker reads it itself: no bytes cross the thread boundary). */
  input: string;
  /** Also the square card-size variant. */
  card: boolean;
  fullSide: number;
  cardSide: number;
  /** sharp refuses to decode more than this (a second guard behind the header check). */
  maxPixels: number;
  /** libvips stops a pipeline running longer than this (terminating the worker cannot). */
  timeoutSeconds: number;
}

export interface RenderedImage {
  full: Uint8Array;
  card?: Uint8Array;
}

/**
 * The card's side: the card size, or the shorter side of a smaller image, so the crop is only
 * ever scaled down (the browser fills the card with CSS `object-fit: cover`).
 */
export function cardSideFor(width: number, height: number, cardSide: number): number {
  return Math.min(cardSide, width, height);
}

/**
 * Turned upright, every metadata block dropped, WebP at most `fullSide`, and with `card` a
 * square crop on what draws the eye. Never enlarges. One pipeline at a time, so a worker keeps
 * one libuv thread busy at most.
 */
export async function renderImage(request: RenderRequest): Promise<RenderedImage> {
  const decode = () =>
    sharp(request.input, { limitInputPixels: request.maxPixels, failOn: 'error' })
      .timeout({ seconds: request.timeoutSeconds })
      .rotate();
  const { data: full, info } = await decode()
    .resize(request.fullSide, request.fullSide, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer({ resolveWithObject: true });
  if (!request.card) return { full };
  const side = cardSideFor(info.width, info.height, request.cardSide);
  const card = await decode()
    .resize(side, side, {
      fit: 'cover',
      position: sharp.strategy.attention,
      withoutEnlargement: true,
    })
    .webp({ quality: 75 })
    .toBuffer();
  return { full, card };
}
