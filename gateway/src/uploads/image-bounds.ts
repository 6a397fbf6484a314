import { MessageCode } from '@dating/contracts';

/**
 * The images we take, by their decoded size: phone photos (up to 50-megapixel sensors, 8160×6120)
 * and bank-slip screenshots, tall ones included (1080×2400, and scrolled captures up to ten
 * screens long). Anything else costs pixel work for nothing or is an attack on the decoder.
 */
export const imageBounds = {
  minSide: 32,
  maxSide: 16384,
  /** The longer side over the shorter one. */
  maxAspect: 10,
  maxPixels: 50_000_000,
} as const;

export interface Dimensions {
  width: number;
  height: number;
}

/** Why an image of this size is refused (a message code), or null when it is taken. */
export function imageBoundsProblem({ width, height }: Dimensions): MessageCode | null {
  const shorter = Math.min(width, height);
  const longer = Math.max(width, height);
  if (shorter < imageBounds.minSide) return MessageCode.imageTooSmall;
  if (longer > imageBounds.maxSide || width * height > imageBounds.maxPixels)
    return MessageCode.imageTooManyPixels;
  if (longer > shorter * imageBounds.maxAspect) return MessageCode.imageTooElongated;
  return null;
}
