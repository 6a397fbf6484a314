import { crc16ccitt } from '@dating/contracts';
import { promptPayPayload } from './promptpay';

/** Payloads published with two independent PromptPay libraries' tests. */
const published = {
  // dtinth/promptpay-qr: a dynamic payload for 000-000-0000 and 4.22 Baht.
  mobileWithAmount:
    '00020101021229370016A000000677010111011300660000000005802TH530376454044.226304E469',
  // dtinth/promptpay-qr: static payloads for a mobile number and a national id.
  mobile: '00020101021129370016A000000677010111011300668012345675802TH530376463046197',
  nationalId: '00020101021129370016A000000677010111021311111111111115802TH530376463047B5A',
  // Frontware/promptpay: a tax id with 100.75 Baht.
  taxId: '00020101021129370016A000000677010111021301055400870615802TH53037645406100.756304C86C',
};

/** The TLV fields of a payload, by id (nested templates left as their raw value). */
function fields(payload: string): Map<string, string> {
  const found = new Map<string, string>();
  for (let at = 0; at < payload.length;) {
    const id = payload.slice(at, at + 2);
    const length = Number(payload.slice(at + 2, at + 4));
    found.set(id, payload.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return found;
}

describe('the PromptPay payload', () => {
  it('matches a published dynamic payload with its amount, byte for byte', () => {
    expect(promptPayPayload('000-000-0000', 4.22)).toBe(published.mobileWithAmount);
  });

  it('ends with the CRC-16/CCITT-FALSE of everything before it, as published payloads do', () => {
    expect(crc16ccitt('123456789')).toBe('29B1');
    for (const payload of Object.values(published)) {
      expect(crc16ccitt(payload.slice(0, -4))).toBe(payload.slice(-4));
    }
    const ours = promptPayPayload('0812345678', 299);
    expect(ours.slice(-8, -4)).toBe('6304');
    expect(crc16ccitt(ours.slice(0, -4))).toBe(ours.slice(-4));
  });

  it('carries a mobile number in international form, padded to 13 digits', () => {
    const payload = promptPayPayload('0812345678', 299);
    expect(fields(payload).get('29')).toBe('0016A00000067701011101130066812345678');
    expect(promptPayPayload('081-234-5678', 299)).toBe(payload);
  });

  it('carries a 13-digit national or tax id as it is', () => {
    const account = fields(fields(promptPayPayload('0105540087061', 100)).get('29') ?? '');
    expect(account.get('00')).toBe('A000000677010111');
    expect(account.get('02')).toBe('0105540087061');
    expect(account.has('01')).toBe(false);
  });

  it('is a dynamic Thai Baht payment for the amount, with two decimals', () => {
    const payload = fields(promptPayPayload('0812345678', 1499));
    expect(payload.get('00')).toBe('01');
    expect(payload.get('01')).toBe('12');
    expect(payload.get('53')).toBe('764');
    expect(payload.get('54')).toBe('1499.00');
    expect(payload.get('58')).toBe('TH');
    expect(promptPayPayload('0812345678', 299)).not.toBe(promptPayPayload('0812345678', 799));
  });
});
