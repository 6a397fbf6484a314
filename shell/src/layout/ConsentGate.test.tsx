import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { authCalls, legalDocuments } from '@dating/contracts';
import { browser, login, setLanguage } from '@dating/portal';
import { callsTo, routeOf, type FakeAnswer } from '@dating/portal/testing';
import { fakeApi, renderApp, resetBrowser } from '../testing';

const newPrivacy = { document: 'privacy', version: legalDocuments.privacy.version } as const;

/** The session answer, naming `due` until the member accepts. */
function sessionWith(due: readonly object[]): { answer: FakeAnswer; accepted: () => void } {
  let pending = due;
  return {
    answer: () => [
      200,
      {
        status: 'OK',
        decoded: { username: 'malee', user_id: 7, role: 'U' },
        email: 'malee@example.com',
        email_confirmed: true,
        pending_email: null,
        ...(pending.length > 0 ? { consent_due: pending } : {}),
      },
    ],
    accepted: () => {
      pending = [];
    },
  };
}

const acceptedAnswer: FakeAnswer = () => [
  200,
  { status: 'OK', message: 'Thank you. Your acceptance has been saved.', code: 'consentAccepted' },
];

describe('a new version of the Terms or the Privacy Policy', () => {
  beforeEach(() => {
    resetBrowser();
    act(() => setLanguage('en'));
  });

  it('is asked before anything else, says what changed, links to it, and Accept saves it', async () => {
    const session = sessionWith([newPrivacy]);
    const calls = fakeApi({
      [routeOf(authCalls.sessionGet)]: session.answer,
      [routeOf(authCalls.consentAccept)]: (call) => {
        session.accepted();
        return acceptedAnswer(call);
      },
    });
    login('token', 7, 'U');
    renderApp('/');
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'We have updated our terms' },
      { timeout: 5000 },
    );
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(
      within(dialog).getByRole('heading', { name: 'We have updated our Privacy Policy' }),
    ).toBeTruthy();
    expect(dialog.textContent).toContain(legalDocuments.privacy.changes.en);
    const read = within(dialog).getByRole('link', { name: /Read the Privacy Policy/ });
    expect(read.getAttribute('href')).toBe('/privacy');
    expect(within(dialog).queryByText('We have updated our Terms of Use')).toBeNull();

    // Escape does not dismiss it: the member accepts or logs out.
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: 'We have updated our terms' })).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 5000 });
    expect(callsTo(calls, authCalls.consentAccept).map((call) => call.body)).toEqual([
      { user_id: 7, document: 'privacy', version: legalDocuments.privacy.version },
    ]);
  });

  it('asks for both documents after a login whose answer names them', async () => {
    const due = [{ document: 'terms', version: legalDocuments.terms.version }, newPrivacy];
    const session = sessionWith(due);
    const calls = fakeApi({
      [routeOf(authCalls.login)]: () => [
        200,
        {
          status: 'OK',
          message: 'Login successful',
          code: 'loginSuccessful',
          token: 'jwt',
          user_id: 7,
          role: 'U',
          consent_due: due,
        },
      ],
      [routeOf(authCalls.sessionGet)]: session.answer,
      [routeOf(authCalls.consentAccept)]: acceptedAnswer,
    });
    renderApp('/login');
    fireEvent.change(await screen.findByLabelText('Username'), { target: { value: 'malee' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret-pass' } });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'We have updated our terms' },
      { timeout: 5000 },
    );
    expect(dialog.textContent).toContain('We have updated our Terms of Use');
    expect(dialog.textContent).toContain('We have updated our Privacy Policy');
    expect(within(dialog).getByRole('link', { name: /Read the Terms of Use/ })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(callsTo(calls, authCalls.consentAccept)).toHaveLength(2), {
      timeout: 5000,
    });
  });

  it('lets the member log out instead', async () => {
    const calls = fakeApi({
      [routeOf(authCalls.sessionGet)]: sessionWith([newPrivacy]).answer,
      [routeOf(authCalls.sessionEnd)]: () => [
        200,
        { status: 'OK', message: 'You have been logged out', code: 'loggedOut' },
      ],
    });
    const reload = jest.spyOn(browser, 'reload').mockImplementation(() => undefined);
    login('token', 7, 'U');
    renderApp('/');
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1), { timeout: 5000 });
    expect(callsTo(calls, authCalls.sessionEnd)).toHaveLength(1);
    expect(callsTo(calls, authCalls.consentAccept)).toEqual([]);
    expect(localStorage.getItem('token')).toBeNull();
    reload.mockRestore();
  });

  it('says what changed in Thai', async () => {
    fakeApi({ [routeOf(authCalls.sessionGet)]: sessionWith([newPrivacy]).answer });
    act(() => setLanguage('th'));
    login('token', 7, 'U');
    renderApp('/');
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'เราได้ปรับปรุงเงื่อนไขของเรา' },
      { timeout: 5000 },
    );
    expect(dialog.textContent).toContain(legalDocuments.privacy.changes.th);
    expect(within(dialog).getByRole('button', { name: 'ยอมรับ' })).toBeTruthy();
  });
});
