import { MemberStatus, PurchaseStatus } from '@dating/contracts';
import { membershipState, orderStatus, receiptBaseNames, receiptExtension } from './export-rules';

const receipt = (receiptId: number, purchaseId: number) => ({
  receipt_id: receiptId,
  purchase_id: purchaseId,
  file_id: `file-${receiptId}`,
  sha256: null,
  slip_bank: null,
  slip_reference: null,
  attached_at: new Date('2026-03-01T10:00:00.000Z'),
});

describe("a data export's billing files", () => {
  it("name an order's first receipt after the order, and number its later ones", () => {
    expect([...receiptBaseNames([receipt(7, 2), receipt(3, 1), receipt(5, 1)]).entries()]).toEqual([
      [3, 'billing/receipts/receipt-1'],
      [5, 'billing/receipts/receipt-1-2'],
      [7, 'billing/receipts/receipt-2'],
    ]);
  });

  it('give a receipt the extension of its type', () => {
    expect(receiptExtension('image/jpeg')).toBe('jpg');
    expect(receiptExtension('image/webp; charset=binary')).toBe('webp');
    expect(receiptExtension('')).toBe('bin');
  });

  it('say removed of a removed order, whatever its status was', () => {
    expect(orderStatus({ purchase_status: PurchaseStatus.Rejected, active_flag: 'N' })).toBe(
      'removed',
    );
    expect(orderStatus({ purchase_status: PurchaseStatus.Approved, active_flag: 'Y' })).toBe(
      'approved',
    );
  });

  it("tell a membership's state at the time of the export", () => {
    const now = new Date('2026-03-10T00:00:00.000Z');
    const term = (start: string, end: string, status: MemberStatus = MemberStatus.Active) => ({
      member_status: status,
      member_start: new Date(start),
      member_end: new Date(end),
    });
    expect(membershipState(term('2026-03-01', '2026-03-31'), now)).toBe('active');
    expect(membershipState(term('2026-03-31', '2026-04-30'), now)).toBe('upcoming');
    expect(membershipState(term('2026-02-01', '2026-03-03'), now)).toBe('ended');
    expect(membershipState(term('2026-03-01', '2026-03-31', MemberStatus.Expired), now)).toBe(
      'ended',
    );
  });
});
