import { toBuffer } from 'qrcode';
import sharp from 'sharp';
import { slipPayload } from './slip-images';

export interface SlipText {
  amount: string;
  reference: string;
  date?: string;
}

/**
 * A transfer slip as a Thai banking app renders it: the bank's header, the parties, the amount,
 * the reference and the verification QR, as a 1080×1920 JPEG screenshot.
 */
export async function renderedSlip({
  amount,
  reference,
  date = '14 Nov 2025 09:41',
}: SlipText): Promise<Buffer> {
  const qr = await toBuffer(slipPayload('004', reference), { type: 'png', width: 300, margin: 2 });
  const text = (y: number, size: number, fill: string, value: string) =>
    `<text x="90" y="${y}" font-family="DejaVu Sans" font-size="${size}" fill="${fill}">${value}</text>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1080" height="1920">
    <rect width="100%" height="100%" fill="#f4f6f8"/>
    <rect width="100%" height="260" fill="#138f2d"/>
    <circle cx="140" cy="130" r="70" fill="#ffffff"/>
    <text x="250" y="150" font-family="DejaVu Sans" font-size="56" fill="#ffffff">K PLUS</text>
    ${text(380, 52, '#138f2d', 'Transfer successful')}
    ${text(450, 36, '#556070', date)}
    ${text(600, 36, '#556070', 'From')}
    ${text(660, 44, '#223344', 'MS. MALEE SRISUK')}
    ${text(715, 36, '#556070', 'xxx-x-x4567-x')}
    ${text(840, 36, '#556070', 'To')}
    ${text(900, 44, '#223344', 'THAI NORWEGIAN DATING')}
    ${text(955, 36, '#556070', 'PromptPay 081-xxx-5678')}
    ${text(1090, 36, '#556070', 'Amount')}
    ${text(1170, 72, '#223344', `${amount} THB`)}
    ${text(1260, 36, '#556070', 'Fee 0.00 THB')}
    ${text(1380, 32, '#556070', `Ref. ${reference}`)}
  </svg>`;
  return sharp(Buffer.from(svg))
    .composite([{ input: qr, left: 690, top: 1500 }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** The same slip saved again: at other qualities and sizes, in other formats, bytes appended. */
export async function sameSlipAgain(slip: Buffer): Promise<Record<string, Buffer>> {
  return {
    'JPEG quality 40': await sharp(slip).jpeg({ quality: 40 }).toBuffer(),
    'JPEG quality 95': await sharp(slip).jpeg({ quality: 95 }).toBuffer(),
    'half size': await sharp(slip).resize(540).jpeg({ quality: 80 }).toBuffer(),
    'three quarters': await sharp(slip).resize(810).jpeg({ quality: 70 }).toBuffer(),
    larger: await sharp(slip).resize(1440).jpeg({ quality: 75 }).toBuffer(),
    PNG: await sharp(slip).png().toBuffer(),
    'WebP quality 50': await sharp(slip).webp({ quality: 50 }).toBuffer(),
    'bytes appended': Buffer.concat([slip, Buffer.alloc(4096, 7)]),
  };
}
