import { inflateSync } from 'node:zlib';
import { qrPng } from './qrPng';

/** The PNG's chunks by type, each checked against its CRC as zlib computes it. */
function chunks(png: Uint8Array): Map<string, Buffer> {
  const bytes = Buffer.from(png);
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
  const found = new Map<string, Buffer>();
  for (let offset = 8; offset < bytes.length;) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    found.set(type, bytes.subarray(offset + 8, offset + 8 + length));
    offset += 12 + length;
  }
  return found;
}

describe('the QR code as a PNG image', () => {
  it('is black modules on white, `scale` pixels a module, readable by zlib', () => {
    const png = qrPng(
      [
        [true, false],
        [false, true],
      ],
      4,
    );
    const found = chunks(png);
    const header = found.get('IHDR');
    expect(header?.readUInt32BE(0)).toBe(8);
    expect(header?.readUInt32BE(4)).toBe(8);
    expect([...(header?.subarray(8) ?? [])]).toEqual([1, 0, 0, 0, 0]);
    const rows = inflateSync(found.get('IDAT') ?? Buffer.alloc(0));
    // Each row: filter byte 0, then one byte of 8 pixels (a set bit is white).
    expect([...rows]).toEqual([
      ...[0, 0b00001111, 0, 0b00001111, 0, 0b00001111, 0, 0b00001111],
      ...[0, 0b11110000, 0, 0b11110000, 0, 0b11110000, 0, 0b11110000],
    ]);
    expect(found.has('IEND')).toBe(true);
  });

  it('splits large images into several stored blocks', () => {
    const modules = Array.from({ length: 41 }, (_, y) =>
      Array.from({ length: 41 }, (_, x) => (x + y) % 2 === 0),
    );
    const rows = inflateSync(chunks(qrPng(modules, 60)).get('IDAT') ?? Buffer.alloc(0));
    expect(rows.length).toBe((Math.ceil((41 * 60) / 8) + 1) * 41 * 60);
  });
});
