import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { setLanguage } from './i18n';
import {
  RemoteComponent,
  RemoteComponentsContext,
  type RemoteComponentLoader,
  type RemoteComponentProps,
} from './remotes';
import { fakeRemoteComponents } from './testing';

type InterestProps = RemoteComponentProps<'mfe_matching/InterestActions'>;

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
        id="mfe_matching/InterestActions"
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
    const components = fakeRemoteComponents({ 'mfe_matching/InterestActions': Actions });
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
    const components = fakeRemoteComponents({ 'mfe_matching/InterestActions': Actions });
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
    renderWith(fakeRemoteComponents({ 'mfe_matching/InterestActions': Broken }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This part of the page could not be loaded.',
    );
  });

  it('shows what the page gives in its place while it loads and when it is down', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let up = false;
    const components = fakeRemoteComponents({ 'mfe_matching/InterestActions': Actions });
    render(
      <RemoteComponentsContext
        value={(id) => (up ? components(id) : Promise.reject(new Error('down')))}
      >
        <RemoteComponent
          id="mfe_matching/InterestActions"
          props={{ viewerId: 7, memberId: 12, onChanged: () => undefined }}
          placeholder={null}
          fallback={(retry) => (
            <button type="button" onClick={retry}>
              Quietly down
            </button>
          )}
        />
      </RemoteComponentsContext>,
    );
    expect(screen.queryByRole('status')).toBeNull();
    const down = await screen.findByRole('button', { name: 'Quietly down' });
    expect(screen.queryByRole('alert')).toBeNull();
    up = true;
    fireEvent.click(down);
    expect(await screen.findByRole('button', { name: '7 views 12' })).toBeTruthy();
  });

  it('loads the other component when the page puts another in its place', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = fakeRemoteComponents({
      'mfe_profile/AdminPhotoReviewPanel': () => <h2>Photos</h2>,
      'mfe_profile/AdminVerificationPanel': () => <h2>Verifications</h2>,
    });
    const panel = (
      id: 'mfe_profile/AdminPhotoReviewPanel' | 'mfe_profile/AdminVerificationPanel',
    ) => (
      <RemoteComponentsContext value={load}>
        <RemoteComponent id={id} props={{}} />
      </RemoteComponentsContext>
    );
    const { rerender } = render(panel('mfe_profile/AdminPhotoReviewPanel'));
    expect(await screen.findByRole('heading', { name: 'Photos' })).toBeTruthy();
    rerender(panel('mfe_profile/AdminVerificationPanel'));
    expect(await screen.findByRole('heading', { name: 'Verifications' })).toBeTruthy();
  });
});
