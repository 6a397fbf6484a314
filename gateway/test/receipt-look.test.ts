import { differingPixels, hammingDistance, looksAlike, receiptLookLimits } from '@dating/contracts';
import { receiptLook } from '../src/receipts/receipt-look';
import { plainPhoto } from './slip-images';
import { renderedSlip, sameSlipAgain } from './slip-renders';

const first = { amount: '1,500.00', reference: '2025111498765432XYZ1' };

describe("a receipt's look", () => {
  it('is alike for the same slip re-encoded, resized, converted or with bytes appended', async () => {
    const slip = await renderedSlip(first);
    const look = await receiptLook(slip);
    expect(look.dhash).toMatch(/^[0-9a-f]{16}$/);
    expect(look.thumbnail).toHaveLength(receiptLookLimits.thumbnailSide ** 2);
    for (const [how, again] of Object.entries(await sameSlipAgain(slip))) {
      const other = await receiptLook(again);
      expect({ how, alike: looksAlike(look, other) }).toEqual({ how, alike: true });
    }
    const appended = await receiptLook(Buffer.concat([slip, Buffer.from('trailing bytes')]));
    expect(appended.dhash).toBe(look.dhash);
    expect(differingPixels(appended.thumbnail, look.thumbnail)).toBe(0);
  });

  it('is not alike for another slip of the same bank, with another amount and reference', async () => {
    const look = await receiptLook(await renderedSlip(first));
    for (const other of [
      { amount: '2,990.00', reference: '2025111412345678ABC9' },
      { amount: '1,500.00', reference: '2025111655512345QRS7', date: '16 Nov 2025 18:05' },
    ]) {
      const theirs = await receiptLook(await renderedSlip(other));
      // The layout is the same: only the thumbnail tells them apart.
      expect(hammingDistance(look.dhash, theirs.dhash)).toBeLessThanOrEqual(
        receiptLookLimits.maxHashDistance,
      );
      expect(looksAlike(look, theirs)).toBe(false);
    }
    expect(looksAlike(look, await receiptLook(await plainPhoto()))).toBe(false);
  });
});
