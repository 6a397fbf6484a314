import { promptPayModules } from './qrModules';
import { qrPng } from './qrPng';

/** The PNG's file name: the order it pays, so that a member saving two can tell them apart. */
export const qrFileName = (purchaseId: number) => `promptpay-${purchaseId}.png`;

/** Downloads the payload's QR code as a PNG (a phone puts it with its photos and downloads). */
export function saveQr(payload: string, fileName: string): void {
  const png = qrPng(promptPayModules(payload));
  const url = URL.createObjectURL(new Blob([png as BlobPart], { type: 'image/png' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
