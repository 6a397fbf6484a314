import { containerName, remoteFallbackPlugin } from './federation';
import { remoteUnavailableModule } from './RemoteUnavailable';

type ErrorHook = (args: { id: string; error: unknown; lifecycle: string }) => unknown;

describe('federation', () => {
  const hook = () =>
    remoteFallbackPlugin(remoteUnavailableModule).errorLoadRemote as unknown as ErrorHook;

  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('names containers as webpack.shared.mjs does', () => {
    expect(containerName('profile')).toBe('mfe_profile');
    expect(containerName('subscription')).toBe('mfe_subscription');
  });

  it('answers a failed page load with the fallback page, and leaves manifest errors alone', () => {
    expect(
      hook()({ id: 'mfe_profile/SearchPage', error: new Error('down'), lifecycle: 'onLoad' }),
    ).toBe(remoteUnavailableModule);
    expect(
      hook()({
        id: '/remotes/matching/mf-manifest.json',
        error: new Error('404'),
        lifecycle: 'afterResolve',
      }),
    ).toBeUndefined();
  });

  it('leaves a failed remote component to the page that mounts it', () => {
    expect(
      hook()({ id: 'mfe_matching/InterestActions', error: new Error('down'), lifecycle: 'onLoad' }),
    ).toBeUndefined();
  });
});
