import { generateIdentity, BusIdentity, parseTrustedKeys, publicKeyOf } from './identity';

const gateway = generateIdentity();
const profile = generateIdentity();
const interest = generateIdentity();
const trusted = parseTrustedKeys(
  `gateway=${gateway.publicKey},svc-profile=${profile.publicKey},svc-interest=${interest.publicKey}`,
);

describe('the keys deployables share', () => {
  it('gives both sides of a pair the same key, and every pair its own', () => {
    const asGateway = new BusIdentity('gateway', gateway.seed, trusted);
    const asProfile = new BusIdentity('svc-profile', profile.seed, trusted);
    const asInterest = new BusIdentity('svc-interest', interest.seed, trusted);
    const gatewayProfile = asGateway.keyWith('svc-profile');
    expect(gatewayProfile).toHaveLength(32);
    expect(asProfile.keyWith('gateway')).toEqual(gatewayProfile);
    expect(asInterest.keyWith('gateway')).toEqual(asGateway.keyWith('svc-interest'));
    expect(asInterest.keyWith('gateway')).not.toEqual(gatewayProfile);
    expect(asInterest.keyWith('svc-profile')).not.toEqual(gatewayProfile);
  });

  it('gives one who only claims a name a key that is not the pair’s', () => {
    const impostor = new BusIdentity('gateway', generateIdentity().seed, trusted);
    const asProfile = new BusIdentity('svc-profile', profile.seed, trusted);
    expect(impostor.keyWith('svc-profile')).not.toEqual(asProfile.keyWith('gateway'));
  });

  it('shares no key with a deployable it does not trust', () => {
    expect(
      new BusIdentity('gateway', gateway.seed, trusted).keyWith('svc-billing'),
    ).toBeUndefined();
  });

  it('refuses a TRUSTED_KEYS entry that is no Ed25519 public key', () => {
    const one = Buffer.alloc(32);
    one[0] = 1;
    expect(() => parseTrustedKeys(`gateway=${one.toString('base64url')}`)).toThrow(
      'the key of gateway is not an Ed25519 public key',
    );
    expect(publicKeyOf(gateway.seed)).toBe(gateway.publicKey);
  });
});
