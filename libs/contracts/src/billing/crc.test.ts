import { crc16ccitt } from './crc';

describe('crc16ccitt', () => {
  it("gives CRC-16/CCITT-FALSE's published check value", () => {
    expect(crc16ccitt('123456789')).toBe('29B1');
  });

  it('matches the checksum of published PromptPay and bank slip payloads', () => {
    const promptPay =
      '00020101021229370016A0000006770101110113006681222333353037645802TH540530.0063043CAD';
    const slip = '004000060000010103002021900021231231212000115102TH91049C30';
    for (const payload of [promptPay, slip]) {
      expect(crc16ccitt(payload.slice(0, -4))).toBe(payload.slice(-4));
    }
  });

  it('always answers four upper-case hex digits, keeping leading zeros', () => {
    expect(crc16ccitt('')).toBe('FFFF');
    const zeroLed = Array.from({ length: 2000 }, (_, i) => `x${i}`).find((text) =>
      crc16ccitt(text).startsWith('0'),
    );
    expect(zeroLed).toBeDefined();
    expect(crc16ccitt(zeroLed ?? '')).toMatch(/^0[0-9A-F]{3}$/);
  });
});
