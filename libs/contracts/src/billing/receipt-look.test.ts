import { dhashBands, differingPixels, hammingDistance, looksAlike } from './receipt-look';

const page = (changes: Record<number, number> = {}) => {
  const pixels = new Uint8Array(64 * 64).fill(240);
  for (const [index, value] of Object.entries(changes)) pixels[Number(index)] = value;
  return pixels;
};

describe('the look of a receipt', () => {
  it('counts the bits two dHashes differ in', () => {
    expect(hammingDistance('0000000000000000', '0000000000000000')).toBe(0);
    expect(hammingDistance('ffffffffffffffff', '0000000000000000')).toBe(64);
    expect(hammingDistance('8000000000000001', '0000000000000000')).toBe(2);
  });

  it('indexes a dHash by its bytes, each tagged with its position', () => {
    expect(dhashBands('00ff0000000000a1')).toEqual([0, 511, 512, 768, 1024, 1280, 1536, 1953]);
  });

  it('counts the thumbnail pixels that differ by more than a re-encode changes them', () => {
    expect(differingPixels(page(), page({ 5: 230, 6: 200 }))).toBe(0);
    expect(differingPixels(page(), page({ 5: 20, 6: 100, 7: 193 }))).toBe(2);
  });

  it('calls two receipts alike when both the hash and the thumbnail are near', () => {
    const earlier = { dhash: '0f0f0f0f0f0f0f0f', thumbnail: page() };
    expect(looksAlike(earlier, { dhash: '0f0f0f0f0f0f0f7f', thumbnail: page({ 9: 230 }) })).toBe(
      true,
    );
    expect(looksAlike(earlier, { dhash: '0f0f0f0f0f0fffff', thumbnail: page() })).toBe(false);
    expect(
      looksAlike(earlier, { dhash: '0f0f0f0f0f0f0f0f', thumbnail: page({ 1: 0, 2: 0, 3: 0 }) }),
    ).toBe(false);
  });
});
