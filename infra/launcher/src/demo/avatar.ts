import sharp from 'sharp';
import { uploadLimits } from '@dating/contracts';

/**
 * A portrait-shaped placeholder photo for a demo member: a soft silhouette on a gradient in
 * the member's own hue. Drawn as SVG and encoded like an upload (WebP, full and card size).
 */
export async function demoAvatar(hue: number): Promise<{ full: Buffer; card: Buffer }> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue},70%,78%)"/>
      <stop offset="1" stop-color="hsl(${(hue + 40) % 360},60%,55%)"/>
    </linearGradient>
  </defs>
  <rect width="600" height="600" fill="url(#bg)"/>
  <circle cx="300" cy="240" r="110" fill="hsla(${hue},40%,98%,0.85)"/>
  <path d="M110 600 C130 430 210 380 300 380 C390 380 470 430 490 600 Z" fill="hsla(${hue},40%,98%,0.85)"/>
</svg>`;
  const image = sharp(Buffer.from(svg));
  const [full, card] = await Promise.all([
    image.clone().webp({ quality: 80 }).toBuffer(),
    image
      .clone()
      .resize(uploadLimits.cardSide, uploadLimits.cardSide)
      .webp({ quality: 75 })
      .toBuffer(),
  ]);
  return { full, card };
}
