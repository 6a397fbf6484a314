import { objectKeysOf } from './erasure-rules';

const photo = '0b8e2f4a-5c1d-4e6f-9a7b-3c2d1e0f9a8b';
const selfie = '7f6e5d4c-3b2a-4190-8f7e-6d5c4b3a2918';

describe('objectKeysOf', () => {
  it('names each upload and its card variant', () => {
    expect(objectKeysOf([photo, selfie])).toEqual([
      photo,
      `card/${photo}`,
      selfie,
      `card/${selfie}`,
    ]);
  });

  it('names an upload bound twice once', () => {
    expect(objectKeysOf([photo, photo])).toEqual([photo, `card/${photo}`]);
  });

  it('names nothing for a member without uploads', () => {
    expect(objectKeysOf([])).toEqual([]);
  });
});
