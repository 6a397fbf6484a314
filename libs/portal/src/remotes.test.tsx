import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { setLanguage } from './i18n';
import {
  RemoteComponent,
  RemoteComponentsContext,
  type RemoteComponentLoader,
  type RemoteComponents,
} from './remotes';
import { fakeRemoteComponents } from './testing';

type InterestProps = RemoteComponents['matching/InterestActions'];

function Actions({ viewerId, memberId, onChanged }: InterestProps) {
  return (
    <button onClick={onChanged}>
      {viewerId} views {memberId}
    </button>
  );
}

function renderWith(load: RemoteComponentLoader, onChanged = jest.fn()) {
  render(
    <RemoteComponentsContext value={load}>
      <p>The rest of the page</p>
      <RemoteComponent
        name="matching/InterestActions"
        props={{ viewerId: 7, memberId: 12, onChanged }}
      />
    </RemoteComponentsContext>,
  );
  return onChanged;
}

describe('RemoteComponent', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    act(() => setLanguage('en'));
  });

  it('shows a loading state, then the remote component with the props given', async () => {
    let arrive: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    const components = fakeRemoteComponents({ 'matching/InterestActions': Actions });
    const onChanged = renderWith(async (name) => {
      await arrived;
      return components(name);
    });
    expect(screen.getByRole('status').textContent).toContain('Loading');
    await act(async () => arrive());
    fireEvent.click(await screen.findByRole('button', { name: '7 views 12' }));
    expect(onChanged).toHaveBeenCalledTimes(1);
  });

  it('says so in its place when the remote is down, and loads it again on Retry', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let up = false;
    const components = fakeRemoteComponents({ 'matching/InterestActions': Actions });
    renderWith((name) =>
      up ? components(name) : Promise.reject(new Error('remoteEntry.js: 502')),
    );
    const failed = await screen.findByRole('alert');
    expect(failed.textContent).toContain('This part of the page could not be loaded.');
    expect(screen.getByText('The rest of the page')).toBeTruthy();

    up = true;
    fireEvent.click(within(failed).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: '7 views 12' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('catches a remote component that fails while rendering', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = () => {
      throw new Error('render failed');
    };
    renderWith(fakeRemoteComponents({ 'matching/InterestActions': Broken }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This part of the page could not be loaded.',
    );
  });
});
