import { toBuffer } from 'qrcode';
import sharp from 'sharp';
import { crc16ccitt } from '@dating/contracts';

const tlv = (tag: string, value: string) =>
  `${tag}${String(value.length).padStart(2, '0')}${value}`;

/** The verification QR text a Thai bank prints on a transfer slip. */
export function slipPayload(bank: string, reference: string): string {
  const template = tlv('00', '000001') + tlv('01', bank) + tlv('02', reference);
  const body = `${tlv('00', template)}${tlv('51', 'TH')}9104`;
  return `${body}${crc16ccitt(body)}`;
}

/** A PromptPay payment QR's text: a QR on a receipt that is not a slip's. */
export const promptPayPayload =
  '00020101021229370016A0000006770101110113006681222333353037645802TH540530.0063043CAD';

/**
 * A screenshot-like slip: a light page with a few dark bars for text and the QR in its lower
 * right corner, as a JPEG (or at another size and format).
 */
export async function slipImage(
  qrText: string,
  options: { width?: number; height?: number; qrSide?: number; format?: 'jpeg' | 'png' } = {},
): Promise<Buffer> {
  const { width = 1080, height = 1920, qrSide = 260, format = 'jpeg' } = options;
  const qr = await toBuffer(qrText, { type: 'png', width: qrSide, margin: 2 });
  const bar = (top: number, barWidth: number) => ({
    input: {
      create: { width: barWidth, height: 28, channels: 3 as const, background: '#334455' },
    },
    left: Math.round(width * 0.08),
    top,
  });
  const page = sharp({
    create: { width, height, channels: 3, background: '#f4f6f8' },
  }).composite([
    bar(Math.round(height * 0.1), Math.round(width * 0.6)),
    bar(Math.round(height * 0.2), Math.round(width * 0.4)),
    bar(Math.round(height * 0.3), Math.round(width * 0.7)),
    { input: qr, left: width - qrSide - Math.round(width * 0.06), top: height - qrSide - 80 },
  ]);
  return format === 'png' ? page.png().toBuffer() : page.jpeg({ quality: 85 }).toBuffer();
}

/** A photo with no QR in it. */
export function plainPhoto(): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 480, channels: 3, background: '#c87858' } })
    .jpeg()
    .toBuffer();
}

/** Random pixels: the worst case for a QR locator, which takes seconds on it. */
export function noiseImage(side = 2000): Promise<Buffer> {
  const pixels = Buffer.alloc(side * side * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = Math.floor(Math.random() * 256);
  return sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 1 })
    .toBuffer();
}
