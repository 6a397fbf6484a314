import { receiptMetadataKeys } from '@dating/contracts';
import { receiptEvidence } from './receipt-evidence';

const sha256 = 'ab'.repeat(32);

describe('the evidence of a stored receipt', () => {
  it('reads the hash and the slip reference the gateway stored', () => {
    expect(
      receiptEvidence({
        uploader: '7',
        [receiptMetadataKeys.sha256]: sha256.toUpperCase(),
        [receiptMetadataKeys.slipBank]: '002',
        [receiptMetadataKeys.slipReference]: '0002123123121200011',
      }),
    ).toEqual({ sha256, slip: { bank: '002', reference: '0002123123121200011' } });
  });

  it('has no slip for a receipt without a slip QR code', () => {
    expect(receiptEvidence({ [receiptMetadataKeys.sha256]: sha256 })).toEqual({
      sha256,
      slip: null,
    });
  });

  it('leaves out values that are not what the gateway writes', () => {
    expect(
      receiptEvidence({
        [receiptMetadataKeys.sha256]: 'not a hash',
        [receiptMetadataKeys.slipBank]: 'KBANK',
        [receiptMetadataKeys.slipReference]: '123',
      }),
    ).toEqual({ sha256: null, slip: null });
    expect(receiptEvidence({ [receiptMetadataKeys.slipBank]: '014' }).slip).toBeNull();
  });
});
