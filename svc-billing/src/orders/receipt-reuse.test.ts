import { receiptAttempt } from './receipt-reuse';

describe('attaching a receipt', () => {
  const file = '7d0b1e6a-4f55-4d2f-9a1b-0c9f3c2e1a11';
  const earlierFile = '1f2e3d4c-5b6a-4978-8695-a4b3c2d1e0f9';

  it('is a first attachment when no earlier receipt holds its file, bytes or slip', () => {
    expect(receiptAttempt([], 7, file)).toEqual({ kind: 'new' });
  });

  it('is a new attempt for the order whose own earlier receipt it repeats', () => {
    expect(
      receiptAttempt(
        [
          { receiptId: 12, purchaseId: 7, fileId: earlierFile },
          { receiptId: 9, purchaseId: 7, fileId: earlierFile },
        ],
        7,
        file,
      ),
    ).toEqual({ kind: 'reattach', reattachOf: 9 });
  });

  it('takes the same file again for the same order', () => {
    expect(receiptAttempt([{ receiptId: 9, purchaseId: 7, fileId: file }], 7, file)).toEqual({
      kind: 'same-file',
      receiptId: 9,
    });
  });

  it('is refused when another order holds it, though this order holds it too', () => {
    expect(
      receiptAttempt(
        [
          { receiptId: 9, purchaseId: 7, fileId: earlierFile },
          { receiptId: 4, purchaseId: 3, fileId: file },
        ],
        7,
        file,
      ),
    ).toEqual({ kind: 'another-order', purchaseId: 3 });
  });
});
