import { deviceRules, devicesToForget, hashDeviceId, isRemembered } from './device-rules';

const now = new Date('2026-03-01T10:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60_000);

describe('remembered devices', () => {
  it('keeps a hash of the id, never the id', () => {
    const id = 'Xy3_abcdefghijklmnop';
    expect(hashDeviceId(id)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashDeviceId(id)).toBe(hashDeviceId(id));
    expect(hashDeviceId(id)).not.toBe(hashDeviceId(`${id}1`));
  });

  it('remembers a device for 90 days after it was last seen', () => {
    expect(isRemembered(daysAgo(89), now)).toBe(true);
    expect(isRemembered(daysAgo(90), now)).toBe(false);
    expect(isRemembered(null, now)).toBe(false);
  });

  it('forgets devices beyond the newest 10 and those not seen for 90 days', () => {
    const devices = Array.from({ length: 12 }, (_, i) => ({
      deviceHash: `d${i}`,
      lastSeenAt: daysAgo(i),
    }));
    expect(devicesToForget(devices, now)).toEqual(['d10', 'd11']);
    expect(
      devicesToForget(
        [{ deviceHash: 'old', lastSeenAt: daysAgo(91) }, ...devices.slice(0, 3)],
        now,
      ),
    ).toEqual(['old']);
    expect(deviceRules.keep).toBe(10);
  });
});
