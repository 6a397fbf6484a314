import { promptPayQr, qrPath } from './qrModules';

describe('the PromptPay QR code', () => {
  it('draws one unit square per dark module', () => {
    expect(
      qrPath([
        [true, false],
        [false, true],
      ]),
    ).toBe('M0 0h1v1h-1zM1 1h1v1h-1z');
    expect(qrPath([[false]])).toBe('');
  });

  it('encodes a payload into a QR code with its quiet zone and finder patterns', () => {
    const payload =
      '00020101021229370016A000000677010111011300668123456785802TH530376454072490.006304ABCD';
    const { size, path } = promptPayQr(payload);
    // 85 alphanumeric characters at level M fit version 4 (33 modules), plus 4 quiet modules
    // on each side.
    expect(size).toBe(33 + 8);
    // The top-left finder pattern's first row: seven dark modules from (4, 4).
    for (let x = 4; x < 11; x += 1) expect(path).toContain(`M${x} 4h1v1h-1z`);
    expect(path).not.toContain('M3 4h1v1h-1z');
  });
});
