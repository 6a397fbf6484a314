import { crc16ccitt } from '@dating/contracts';
import { parseSlipQr } from './slip-qr';

/** Published vector (promptparse and its ports): Bangkok Bank, reference 0002123123121200011. */
const bangkokBank = '004000060000010103002021900021231231212000115102TH91049C30';
/** A KBank slip as its app printed it (the checksum confirms the text). */
const kbank = '00410006000001010300402200462815o9863ramooV3k5102TH910497AE';

const tlv = (tag: string, value: string) =>
  `${tag}${String(value.length).padStart(2, '0')}${value}`;

/** A slip payload built field by field, closed with its checksum. */
function slip(bank: string, reference: string, extra = ''): string {
  const template = tlv('00', '000001') + tlv('01', bank) + tlv('02', reference);
  const body = `${tlv('00', template)}${tlv('51', 'TH')}${extra}9104`;
  return `${body}${crc16ccitt(body)}`;
}

describe('parseSlipQr', () => {
  it('reads the sending bank and the reference of published slip payloads', () => {
    expect(parseSlipQr(bangkokBank)).toEqual({ bank: '002', reference: '0002123123121200011' });
    expect(parseSlipQr(kbank)).toEqual({ bank: '004', reference: '0462815o9863ramooV3k' });
  });

  it('builds the published payload from its fields (the test helper is the format)', () => {
    expect(slip('002', '0002123123121200011')).toBe(bangkokBank);
  });

  it('refuses a payload whose checksum does not match', () => {
    const edited = bangkokBank.replace('0002123123121200011', '0002123123121200012');
    expect(parseSlipQr(edited)).toBeNull();
    expect(parseSlipQr(`${bangkokBank.slice(0, -4)}9C31`)).toBeNull();
  });

  it('accepts a checksum written in lower case or without its leading zeros', () => {
    const body = Array.from({ length: 500 }, (_, i) => slip('014', `REF${i}`)).find((payload) =>
      payload.endsWith('0', payload.length - 3),
    );
    expect(body).toBeDefined();
    const payload = body ?? '';
    const digits = payload.slice(-4);
    expect(digits.startsWith('0')).toBe(true);
    const reference = { bank: '014', reference: expect.stringMatching(/^REF\d+$/) };
    expect(parseSlipQr(payload)).toEqual(reference);
    expect(parseSlipQr(`${payload.slice(0, -4)}${digits.slice(1)}`)).toEqual(reference);
    expect(parseSlipQr(`${payload.slice(0, -8)}9103${digits.slice(1)}`)).toEqual(reference);
    expect(parseSlipQr(`${bangkokBank.slice(0, -4)}9c30`)).toEqual({
      bank: '002',
      reference: '0002123123121200011',
    });
  });

  it('reads a slip that carries further fields besides its own', () => {
    expect(parseSlipQr(slip('025', 'ABC123', tlv('62', 'extra')))).toEqual({
      bank: '025',
      reference: 'ABC123',
    });
  });

  it('is null for QR codes that are not bank slips', () => {
    const promptPay =
      '00020101021229370016A0000006770101110113006681222333353037645802TH540530.0063043CAD';
    const trueMoney = '00480002010102010203P2P0313TXN00012345670408250120249104b425';
    const crcUnderTag63 = '004100060000010103014022000111222233344ABCD126304BA3C';
    for (const payload of [promptPay, trueMoney, crcUnderTag63, 'https://example.com/slip']) {
      expect(parseSlipQr(payload)).toBeNull();
    }
  });

  it('is null when a field the slip needs is missing or malformed', () => {
    const template = (fields: string) => {
      const body = `${tlv('00', fields)}${tlv('51', 'TH')}9104`;
      return `${body}${crc16ccitt(body)}`;
    };
    const cases = [
      template(tlv('00', '000002') + tlv('01', '002') + tlv('02', 'REF1')),
      template(tlv('00', '000001') + tlv('02', 'REF1')),
      template(tlv('00', '000001') + tlv('01', '02') + tlv('02', 'REF1')),
      template(tlv('00', '000001') + tlv('01', '002')),
      template(tlv('00', '000001') + tlv('01', '002') + tlv('02', 'REF 1')),
      template(tlv('00', '000001') + tlv('01', '002') + tlv('02', 'REF1') + tlv('02', 'REF2')),
      template(`${tlv('00', '000001')}0199002`),
      slip('002', 'REF1').replace('5102TH', '5102NO'),
    ];
    for (const payload of cases) expect(parseSlipQr(payload)).toBeNull();
    const body = `${tlv('00', tlv('00', '000001') + tlv('01', '002') + tlv('02', 'R'))}9104`;
    expect(parseSlipQr(`${body}${crc16ccitt(body)}`)).toBeNull();
  });

  it('never throws on junk', () => {
    const junk = [
      '',
      '00',
      '0099',
      '00xx0000',
      `${bangkokBank}EXTRA`,
      '9104',
      '91049C30',
      '\u0000\u0001',
      'ก'.repeat(40),
      '0'.repeat(10000),
      `${bangkokBank.slice(0, 20)}${bangkokBank.slice(30)}`,
    ];
    for (const text of junk) expect(parseSlipQr(text)).toBeNull();
  });
});
