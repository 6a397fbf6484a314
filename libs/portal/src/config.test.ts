import {
  getRuntimeConfig,
  loadRuntimeConfig,
  parseRuntimeConfig,
  setRuntimeConfig,
} from './config';
import { fakeResponse } from './testing';

const valid = {
  apiKey: 'local-dev-key',
  version: '1.0.15',
  remotes: {
    profile: '/remotes/profile/mf-manifest.json',
    matching: '/remotes/matching/mf-manifest.json',
    subscription: '/remotes/subscription/mf-manifest.json',
  },
};

describe('runtime config', () => {
  afterEach(() => setRuntimeConfig(null));

  it('loads /config.json and keeps it', async () => {
    const fetchMock = jest.fn(async () => fakeResponse(200, valid));
    globalThis.fetch = fetchMock;
    await expect(loadRuntimeConfig()).resolves.toEqual(valid);
    expect(fetchMock).toHaveBeenCalledWith('/config.json', { cache: 'no-store' });
    expect(getRuntimeConfig().remotes.matching).toBe('/remotes/matching/mf-manifest.json');
  });

  it('fails clearly when missing or malformed', async () => {
    globalThis.fetch = jest.fn(async () => fakeResponse(404, 'Not found'));
    await expect(loadRuntimeConfig()).rejects.toThrow('Could not load /config.json: HTTP 404');
    expect(() => getRuntimeConfig()).toThrow('not loaded');
    expect(() => parseRuntimeConfig({ ...valid, apiKey: 1 })).toThrow('apiKey');
    expect(() => parseRuntimeConfig({ ...valid, remotes: { profile: 'x' } })).toThrow(
      'remotes.matching',
    );
  });

  it('takes an optional contact address', () => {
    expect(parseRuntimeConfig(valid).contactEmail).toBeUndefined();
    expect(parseRuntimeConfig({ ...valid, contactEmail: 'hello@example.com' }).contactEmail).toBe(
      'hello@example.com',
    );
    expect(() => parseRuntimeConfig({ ...valid, contactEmail: '' })).toThrow('contactEmail');
  });
});
