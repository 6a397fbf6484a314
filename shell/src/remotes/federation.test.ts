import { containerName, remoteComponentId, remoteFallbackPlugin } from './federation';
import { remoteUnavailableModule } from './RemoteUnavailable';

type ErrorHook = (args: { id: string; error: unknown; lifecycle: string }) => unknown;

describe('federation', () => {
  it('names containers as webpack.shared.mjs does', () => {
    expect(containerName('profile')).toBe('mfe_profile');
    expect(containerName('subscription')).toBe('mfe_subscription');
  });

  it("finds a remote component in its remote's container", () => {
    expect(remoteComponentId('matching/InterestActions')).toBe(
      `${containerName('matching')}/InterestActions`,
    );
  });

  it('answers a failed remote load with the fallback page, and leaves manifest errors alone', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const plugin = remoteFallbackPlugin(remoteUnavailableModule);
    const hook = plugin.errorLoadRemote as unknown as ErrorHook;
    expect(
      hook({ id: 'mfe_matching/SearchPage', error: new Error('down'), lifecycle: 'onLoad' }),
    ).toBe(remoteUnavailableModule);
    expect(
      hook({
        id: '/remotes/matching/mf-manifest.json',
        error: new Error('404'),
        lifecycle: 'afterResolve',
      }),
    ).toBeUndefined();
  });

  it('leaves a failed remote component to the page that mounts it', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const hook = remoteFallbackPlugin(remoteUnavailableModule)
      .errorLoadRemote as unknown as ErrorHook;
    expect(
      hook({
        id: remoteComponentId('matching/InterestActions'),
        error: new Error('down'),
        lifecycle: 'onLoad',
      }),
    ).toBeUndefined();
  });
});
