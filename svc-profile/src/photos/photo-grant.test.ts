import { grantWindowSeconds, photoGrantValid, signPhotoGrant } from './photo-grant';

const key = Buffer.alloc(32, 7);
const otherKey = Buffer.alloc(32, 8);
const file = '3f1c0c4e-5a8e-4a61-9a55-0e5b2f0b7d11';
const otherFile = '9b2f3c1d-0e4a-4b7c-8d6e-5f4a3b2c1d0e';
const at = (seconds: number) => new Date(seconds * 1000);
const start = 1_800_000_000 - (1_800_000_000 % grantWindowSeconds);

describe('photo grants', () => {
  it('let their bearer see the file they were signed for, with the key they were signed with', () => {
    const grant = signPhotoGrant(key, file, at(start));
    expect(photoGrantValid(key, file, grant, at(start))).toBe(true);
    expect(photoGrantValid(key, otherFile, grant, at(start))).toBe(false);
    expect(photoGrantValid(otherKey, file, grant, at(start))).toBe(false);
  });

  it('stay the same within a window and last one to two windows', () => {
    const grant = signPhotoGrant(key, file, at(start + 10));
    expect(signPhotoGrant(key, file, at(start + grantWindowSeconds - 1))).toBe(grant);
    expect(photoGrantValid(key, file, grant, at(start + 2 * grantWindowSeconds - 1))).toBe(true);
    expect(photoGrantValid(key, file, grant, at(start + 2 * grantWindowSeconds))).toBe(false);
  });

  it('cannot be stretched or forged', () => {
    const [, signature] = signPhotoGrant(key, file, at(start)).split('.');
    const later = String(start + 100 * grantWindowSeconds);
    expect(photoGrantValid(key, file, `${later}.${String(signature)}`, at(start))).toBe(false);
    for (const forged of [
      '',
      'x',
      `${later}.`,
      `${later}.${'A'.repeat(22)}`,
      `-1.${'A'.repeat(22)}`,
    ])
      expect(photoGrantValid(key, file, forged, at(start))).toBe(false);
  });
});
