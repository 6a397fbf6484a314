import { crc16ccitt } from '@dating/contracts';

/** An EMVCo TLV field: two-digit id, two-digit length, value. */
const field = (id: string, value: string) =>
  `${id}${String(value.length).padStart(2, '0')}${value}`;

const promptPayAid = 'A000000677010111';

/**
 * The account inside tag 29: a 13-digit national or tax id as it is (sub-tag 02), or a mobile
 * number in international form without its leading 0, zero-padded to 13 digits (sub-tag 01).
 */
function accountField(promptPayId: string): string {
  const digits = promptPayId.replace(/\D/g, '');
  if (digits.length === 13) return field('02', digits);
  return field('01', `66${digits.replace(/^0/, '')}`.padStart(13, '0'));
}

/**
 * The payload of a dynamic PromptPay QR code (EMVCo merchant-presented mode, Thai QR Payment
 * standard) asking for `amount` Baht: what a banking app reads to prefill the transfer.
 */
export function promptPayPayload(promptPayId: string, amount: number): string {
  const body = [
    field('00', '01'),
    field('01', '12'),
    field('29', field('00', promptPayAid) + accountField(promptPayId)),
    field('58', 'TH'),
    field('53', '764'),
    field('54', amount.toFixed(2)),
  ].join('');
  const checked = `${body}6304`;
  return checked + crc16ccitt(checked);
}
