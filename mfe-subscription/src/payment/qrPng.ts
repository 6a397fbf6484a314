/**
 * A QR code as a PNG image, for the member to save and open in their banking app: black and
 * white, one bit a pixel, `scale` pixels a module. The image data goes in stored (uncompressed)
 * deflate blocks, so no compression library is needed; a version 4 code at scale 8 is ~14 kB.
 */
export function qrPng(modules: readonly (readonly boolean[])[], scale = 8): Uint8Array {
  const side = modules.length * scale;
  const rowBytes = Math.ceil(side / 8);
  const raw = new Uint8Array((rowBytes + 1) * side);
  for (let y = 0; y < side; y += 1) {
    const row = modules[Math.floor(y / scale)] ?? [];
    const start = y * (rowBytes + 1); // raw[start] = 0: filter type None
    for (let x = 0; x < side; x += 1) {
      // Grey, bit depth 1: a set bit is white.
      const at = start + 1 + (x >> 3);
      if (!row[Math.floor(x / scale)]) raw[at] = (raw[at] ?? 0) | (0x80 >> (x & 7));
    }
  }
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, side);
  view.setUint32(4, side);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, filter 0, no interlace
  return concat([
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlibStored(raw)),
    chunk('IEND', new Uint8Array(0)),
  ]);
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const typed = concat([new TextEncoder().encode(type), data]);
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  out.set(typed, 4);
  view.setUint32(8 + data.length, crc32(typed));
  return out;
}

/** A zlib stream of stored deflate blocks (at most 65,535 bytes each) and its Adler-32. */
function zlibStored(data: Uint8Array): Uint8Array {
  const parts: Uint8Array[] = [new Uint8Array([0x78, 0x01])];
  for (let offset = 0; offset === 0 || offset < data.length; offset += 0xffff) {
    const block = data.subarray(offset, offset + 0xffff);
    const last = offset + 0xffff >= data.length ? 1 : 0;
    const head = new Uint8Array(5);
    const view = new DataView(head.buffer);
    head[0] = last;
    view.setUint16(1, block.length, true);
    view.setUint16(3, ~block.length & 0xffff, true);
    parts.push(head, block);
  }
  let a = 1;
  let b = 0;
  for (const byte of data) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  const adler = new Uint8Array(4);
  new DataView(adler.buffer).setUint32(0, ((b << 16) | a) >>> 0);
  parts.push(adler);
  return concat(parts);
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of data) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
