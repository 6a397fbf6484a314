import { ErrorCode, Messages } from '@dating/contracts';
import { serviceErrorOf } from '@dating/server';
import { UploadSlots } from './upload-slots';

const refusalOf = (take: () => unknown) => {
  try {
    take();
  } catch (error) {
    return serviceErrorOf(error);
  }
  return null;
};

describe('UploadSlots', () => {
  it("refuses a member's upload beyond their own places with 429, others still go", () => {
    const slots = new UploadSlots({ total: 10, perMember: 2, retryAfterSeconds: 7 });
    slots.take(1);
    slots.take(1);
    expect(refusalOf(() => slots.take(1))).toEqual({
      code: ErrorCode.RateLimited,
      message: Messages.tooManyRequests,
      messageCode: 'tooManyRequests',
    });
    expect(() => slots.take(2)).not.toThrow();
    expect(slots.size).toBe(3);
  });

  it('refuses anyone beyond the places of the whole gateway with 503 and Retry-After', () => {
    const slots = new UploadSlots({ total: 2, perMember: 2, retryAfterSeconds: 7 });
    slots.take(1);
    slots.take(2);
    expect(refusalOf(() => slots.take(3))).toEqual({
      code: ErrorCode.Unavailable,
      message: Messages.imageBusy,
      messageCode: 'imageBusy',
      retryAfterSeconds: 7,
    });
  });

  it('gives a place back once, however often it is released', () => {
    const slots = new UploadSlots({ total: 2, perMember: 1, retryAfterSeconds: 7 });
    const first = slots.take(1);
    slots.take(2);
    first.release();
    first.release();
    expect(slots.size).toBe(1);
    expect(refusalOf(() => slots.take(2))?.code).toBe(ErrorCode.RateLimited);
    expect(() => slots.take(1)).not.toThrow();
    expect(refusalOf(() => slots.take(3))?.code).toBe(ErrorCode.Unavailable);
  });
});
