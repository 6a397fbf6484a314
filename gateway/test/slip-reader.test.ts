import { performance } from 'node:perf_hooks';
import { SlipReader } from '../src/receipts/slip-reader';
import { noiseImage, plainPhoto, promptPayPayload, slipImage, slipPayload } from './slip-images';

/** Generous: this machine may be busy; the deadline itself is tested below. */
const reader = new SlipReader({ timeoutMs: 30000 });

describe('SlipReader', () => {
  it("reads the bank and reference of a slip's QR", async () => {
    const image = await slipImage(slipPayload('014', '2025111412345678ABCD'));
    expect(await reader.read(image)).toEqual({ bank: '014', reference: '2025111412345678ABCD' });
  });

  it('reads it from a large photo, scaled down first, and from a PNG', async () => {
    const large = await slipImage(slipPayload('004', '0462815o9863ramooV3k'), {
      width: 3000,
      height: 4000,
      qrSide: 700,
    });
    expect(await reader.read(large)).toEqual({ bank: '004', reference: '0462815o9863ramooV3k' });
    const png = await slipImage(slipPayload('002', '0002123123121200011'), { format: 'png' });
    expect(await reader.read(png)).toEqual({ bank: '002', reference: '0002123123121200011' });
  });

  it('is null for an image without a QR, with another kind of QR, or that is not an image', async () => {
    expect(await reader.read(await plainPhoto())).toBeNull();
    expect(await reader.read(await slipImage(promptPayPayload))).toBeNull();
    expect(await reader.read(await slipImage('https://example.com/pay'))).toBeNull();
    expect(await reader.read(Buffer.from('not an image at all'))).toBeNull();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"/>');
    expect(await reader.read(svg)).toBeNull();
  });

  it('gives up at its deadline without holding up the thread it was asked on', async () => {
    const noise = await noiseImage();
    const impatient = new SlipReader({ timeoutMs: 700 });
    // Decoding this image takes jsQR many seconds; on the asking thread, no timer could fire
    // until it finished. The longest gap between ticks of a 10 ms timer is that stall.
    let longestStall = 0;
    let lastTick = performance.now();
    const ticker = setInterval(() => {
      const now = performance.now();
      longestStall = Math.max(longestStall, now - lastTick);
      lastTick = now;
    }, 10);
    const started = Date.now();
    const result = await impatient.read(noise);
    const elapsed = Date.now() - started;
    clearInterval(ticker);
    longestStall = Math.max(longestStall, performance.now() - lastTick);
    expect(result).toBeNull();
    expect(elapsed).toBeLessThan(5000);
    expect(longestStall).toBeLessThan(1500);
  });
});
