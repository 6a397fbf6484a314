import { crc16ccitt, type SlipReference } from '@dating/contracts';

/** A slip QR is short; anything longer is some other code and is not read. */
const maxPayloadLength = 512;

const tags = { template: '00', country: '51', crc: '91' } as const;
const subTags = { apiId: '00', bank: '01', reference: '02' } as const;
const slipApiId = '000001';

interface Field {
  tag: string;
  value: string;
  /** Where the field's tag starts in the text. */
  start: number;
}

/** EMVCo tag-length-value fields end to end, or null when the text is not exactly that. */
function fieldsOf(text: string): Field[] | null {
  const fields: Field[] = [];
  let at = 0;
  while (at < text.length) {
    const header = /^(\d{2})(\d{2})/.exec(text.slice(at, at + 4));
    if (!header?.[1] || !header[2]) return null;
    const length = Number(header[2]);
    if (at + 4 + length > text.length) return null;
    fields.push({ tag: header[1], value: text.slice(at + 4, at + 4 + length), start: at });
    at += 4 + length;
  }
  return fields;
}

/** Each tag once, or null (a repeated tag makes the payload ambiguous). */
function byTag(fields: readonly Field[]): Map<string, Field> | null {
  const map = new Map(fields.map((field) => [field.tag, field]));
  return map.size === fields.length ? map : null;
}

/**
 * The checksum closes the payload: "91" "04" and four hex digits, over everything up to and
 * including "9104". Some bank apps write it without its leading zeros ("9104" "ABC" or "9103"
 * "ABC"), so the digits are padded to four before they are compared.
 */
function checksumEnd(payload: string): { body: string; matches: boolean } | null {
  const match = /91(0[1-4])([0-9A-Fa-f]{1,4})$/.exec(payload);
  if (!match?.[2] || match.index === undefined) return null;
  const digits = match[2];
  const declared = Number(match[1]);
  if (declared !== 4 && declared !== digits.length) return null;
  const body = payload.slice(0, match.index);
  const expected = crc16ccitt(`${body}${tags.crc}04`);
  return { body, matches: digits.toUpperCase().padStart(4, '0') === expected };
}

/**
 * Reads the verification QR a Thai bank prints on a transfer slip: tag 00 holds the API id
 * "000001", the sending bank's 3-digit code and the transfer's reference; tag 51 is "TH";
 * tag 91 the CRC-16/CCITT-FALSE. Anything else, or a wrong checksum, is null: never throws.
 */
export function parseSlipQr(payload: string): SlipReference | null {
  if (payload.length > maxPayloadLength || !/^[\x20-\x7e]+$/.test(payload)) return null;
  const end = checksumEnd(payload);
  if (!end?.matches) return null;
  const fields = fieldsOf(end.body);
  const top = fields && byTag(fields);
  const template = top?.get(tags.template)?.value;
  if (!top || template === undefined || top.get(tags.country)?.value !== 'TH') return null;
  const subFields = fieldsOf(template);
  const sub = subFields && byTag(subFields);
  if (sub?.get(subTags.apiId)?.value !== slipApiId) return null;
  const bank = sub.get(subTags.bank)?.value ?? '';
  const reference = sub.get(subTags.reference)?.value ?? '';
  if (!/^\d{3}$/.test(bank) || !/^[0-9A-Za-z]{1,99}$/.test(reference)) return null;
  return { bank, reference };
}
