import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { failed, MessageCode, recoveryCalls } from '@dating/contracts';
import { setLanguage } from '@dating/portal';
import { callsTo, resetBrowser, routeOf } from '@dating/portal/testing';
import { fakeApi, renderAccountAt } from '../testing';

const invalidToken = 'The token provided is either invalid or has expired.';
const valid = () =>
  [200, { status: 'OK', decoded: { username: 'malee', email: 'malee@example.com' } }] as [
    number,
    unknown,
  ];
const refused = () => [400, failed(MessageCode.resetTokenInvalid)] as [number, unknown];

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('the reset password page', () => {
  beforeEach(() => {
    resetBrowser();
    act(() => setLanguage('en'));
  });

  it("checks the link's token, then asks for the new password twice", async () => {
    const calls = fakeApi({ [routeOf(recoveryCalls.resetTokenCheck)]: valid });
    renderAccountAt('/re-password?token=abc_123');
    expect(await screen.findByText('Choose a new password for malee.')).toBeTruthy();
    expect(callsTo(calls, recoveryCalls.resetTokenCheck)[0]?.body).toEqual({ token: 'abc_123' });
    expect(screen.getByLabelText('New Password').getAttribute('type')).toBe('password');
    expect(screen.getByLabelText('Confirm Password').getAttribute('type')).toBe('password');
  });

  it('shows the password rule before anything is submitted', async () => {
    fakeApi({ [routeOf(recoveryCalls.resetTokenCheck)]: valid });
    renderAccountAt('/re-password?token=abc');
    const rule = await screen.findByText(
      'At least 10 characters, not a common password, and without your username or the name in your email.',
    );
    expect(screen.getByLabelText('New Password').getAttribute('aria-describedby')).toBe(rule.id);
  });

  it('shows and hides each password with its toggle', async () => {
    fakeApi({ [routeOf(recoveryCalls.resetTokenCheck)]: valid });
    renderAccountAt('/re-password?token=abc');
    const toggle = await screen.findByRole('button', { name: 'Show New Password' });
    fireEvent.click(toggle);
    expect(screen.getByLabelText('New Password').getAttribute('type')).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Hide New Password' })).toBe(toggle);
    expect(screen.getByLabelText('Confirm Password').getAttribute('type')).toBe('password');
    fireEvent.click(toggle);
    expect(screen.getByLabelText('New Password').getAttribute('type')).toBe('password');
  });

  it("says 'Passwords do not match' and marks both fields", async () => {
    const calls = fakeApi({ [routeOf(recoveryCalls.resetTokenCheck)]: valid });
    renderAccountAt('/re-password?token=abc');
    await screen.findByLabelText('New Password');
    fill('New Password', 'a new password');
    fill('Confirm Password', 'another password');
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(screen.getByRole('alert').textContent).toContain('Error: Passwords do not match');
    expect(screen.getByText('New Password').className).toContain('ui-field__label--invalid');
    expect(screen.getByText('Confirm Password').className).toContain('ui-field__label--invalid');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo(calls, recoveryCalls.passwordReset)).toEqual([]);
  });

  it('asks to confirm, resets, forgets the old session and offers Go to Login', async () => {
    localStorage.setItem('token', 'old-session');
    localStorage.setItem('user_id', '7');
    const calls = fakeApi({
      [routeOf(recoveryCalls.resetTokenCheck)]: valid,
      [routeOf(recoveryCalls.passwordReset)]: () => [
        200,
        {
          status: 'OK',
          message: 'Password Change Successful!',
          code: 'passwordChanged',
        },
      ],
    });
    renderAccountAt('/re-password?token=abc');
    await screen.findByLabelText('New Password');
    fill('New Password', 'a new password');
    fill('Confirm Password', 'a new password');
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(screen.getByRole('dialog').textContent).toContain(
      'Are you sure you want to reset your password?',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));

    expect(
      await screen.findByRole('heading', { name: 'Password Change Successful!' }),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'Your password has been successfully changed. You may now proceed to the login page and log in with your new password.',
      ),
    ).toBeTruthy();
    expect(callsTo(calls, recoveryCalls.passwordReset)[0]?.body).toEqual({
      token: 'abc',
      password: 'a new password',
      username: 'malee',
      email: 'malee@example.com',
    });
    expect(localStorage.getItem('token')).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Go to Login' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login'));
  });

  it("takes 'Passwords do not match' away once the password is changed", async () => {
    fakeApi({
      [routeOf(recoveryCalls.resetTokenCheck)]: valid,
      [routeOf(recoveryCalls.passwordReset)]: () => [
        200,
        {
          status: 'OK',
          message: 'Password Change Successful!',
          code: 'passwordChanged',
        },
      ],
    });
    renderAccountAt('/re-password?token=abc');
    await screen.findByLabelText('New Password');
    fill('New Password', 'a new password');
    fill('Confirm Password', 'another password');
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(screen.getByRole('alert').textContent).toContain('Error: Passwords do not match');
    fill('Confirm Password', 'a new password');
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Password Change Successful!' },
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/Passwords do not match/)).toBeNull();
  });

  it('shows the invalid-token view for a used or expired link', async () => {
    fakeApi({ [routeOf(recoveryCalls.resetTokenCheck)]: refused });
    renderAccountAt('/re-password?token=used');
    expect((await screen.findByRole('alert')).textContent).toBe(invalidToken);
    expect(screen.queryByLabelText('New Password')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to Login' })).toBeTruthy();
  });

  it('does not ask the server about a link without a token', async () => {
    const calls = fakeApi();
    renderAccountAt('/re-password');
    expect((await screen.findByRole('alert')).textContent).toBe(invalidToken);
    expect(callsTo(calls, recoveryCalls.resetTokenCheck)).toEqual([]);
  });

  it('shows the invalid-token view when the link was used while the form was open', async () => {
    fakeApi({
      [routeOf(recoveryCalls.resetTokenCheck)]: valid,
      [routeOf(recoveryCalls.passwordReset)]: refused,
    });
    renderAccountAt('/re-password?token=abc');
    await screen.findByLabelText('New Password');
    fill('New Password', 'a new password');
    fill('Confirm Password', 'a new password');
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByRole('alert')).textContent).toBe(invalidToken);
    expect(screen.queryByLabelText('New Password')).toBeNull();
  });

  it("shows the server's other refusals as an error and keeps the form", async () => {
    fakeApi({
      [routeOf(recoveryCalls.resetTokenCheck)]: valid,
      [routeOf(recoveryCalls.passwordReset)]: () => [
        400,
        {
          status: 'FAILED',
          message: 'This password is too common. Please choose another one.',
          code: 'passwordTooCommon',
        },
      ],
    });
    renderAccountAt('/re-password?token=abc');
    await screen.findByLabelText('New Password');
    fill('New Password', 'qwertyuiop');
    fill('Confirm Password', 'qwertyuiop');
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Error: This password is too common. Please choose another one.',
    );
    expect(screen.getByLabelText('New Password')).toBeTruthy();
  });

  it('offers a retry when the link could not be checked', async () => {
    let up = false;
    fakeApi({
      [routeOf(recoveryCalls.resetTokenCheck)]: () =>
        up
          ? valid()
          : [
              503,
              {
                status: 'FAILED',
                message: 'Service unavailable',
                code: 'serviceUnavailable',
              },
            ],
    });
    renderAccountAt('/re-password?token=abc');
    expect((await screen.findByRole('alert')).textContent).toBe('Service unavailable');
    up = true;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText('New Password')).toBeTruthy();
  });

  it('speaks Thai and Norwegian too', async () => {
    act(() => setLanguage('th'));
    fakeApi({ [routeOf(recoveryCalls.resetTokenCheck)]: refused });
    renderAccountAt('/re-password?token=used');
    expect((await screen.findByRole('alert')).textContent).toBe('โทเค็นที่ระบุไม่ถูกต้องหรือหมดอายุแล้ว');
  });
});
