import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { setLanguage } from '@dating/portal';
import { fakeApi, remotesWith, renderApp, resetBrowser } from '../testing';

function logInAsAdmin() {
  localStorage.setItem('token', 'jwt');
  localStorage.setItem('user_id', '1');
  localStorage.setItem('role', 'A');
}

/** Each part of the member page names its remote component and the member it shows. */
const remotes = remotesWith({
  'mfe_profile/AdminMemberAccount': ({ userId, onChanged }) => (
    <button type="button" onClick={onChanged}>
      mfe_profile/AdminMemberAccount of {userId}
    </button>
  ),
  'mfe_profile/AdminMemberProfile': ({ userId }) => (
    <p>mfe_profile/AdminMemberProfile of {userId}</p>
  ),
  'mfe_subscription/AdminMemberBilling': ({ userId }) => (
    <p>mfe_subscription/AdminMemberBilling of {userId}</p>
  ),
  'mfe_matching/AdminMemberSafety': ({ userId, changes }) => (
    <p>
      mfe_matching/AdminMemberSafety of {userId}, {changes} changes
    </p>
  ),
});

describe('the admin’s member page', () => {
  beforeEach(() => {
    resetBrowser();
    fakeApi();
    act(() => setLanguage('en'));
    logInAsAdmin();
  });

  it('shows the member as each domain knows them, in order', async () => {
    renderApp('/admin/members/7', remotes);
    const account = await screen.findByRole('button', {
      name: 'mfe_profile/AdminMemberAccount of 7',
    });
    const parts = [
      account,
      await screen.findByText('mfe_profile/AdminMemberProfile of 7'),
      await screen.findByText('mfe_subscription/AdminMemberBilling of 7'),
      await screen.findByText('mfe_matching/AdminMemberSafety of 7, 0 changes'),
    ];
    for (const [index, part] of parts.slice(1).entries()) {
      const before = parts[index] as HTMLElement;
      expect(before.compareDocumentPosition(part) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
    expect(screen.getByRole('link', { name: 'Back to the members' }).getAttribute('href')).toBe(
      '/admin/members',
    );
  });

  it('tells the reports part when the account changed', async () => {
    renderApp('/admin/members/7', remotes);
    fireEvent.click(
      await screen.findByRole('button', { name: 'mfe_profile/AdminMemberAccount of 7' }),
    );
    expect(await screen.findByText('mfe_matching/AdminMemberSafety of 7, 1 changes')).toBeTruthy();
  });

  it('sends an address that names no member back to the members', async () => {
    renderApp('/admin/members/abc', remotes);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin/members'));
  });
});
