import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { recoveryCalls } from '@dating/contracts';
import { setLanguage } from '@dating/portal';
import { callsTo, fakeApi, renderRoutes, resetBrowser, routeOf } from '@dating/portal/testing';
import ForgotPasswordForm from './ForgotPasswordForm';

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('forgot password', () => {
  beforeEach(() => {
    resetBrowser();
    act(() => setLanguage('en'));
  });

  /** The form as the shell's login page mounts it, with what it does when done. */
  function openForgot() {
    const onDone = jest.fn();
    renderRoutes('/login', { '/login': <ForgotPasswordForm onDone={onDone} /> });
    return onDone;
  }

  it("says 'Please fill in your Email' when empty", async () => {
    fakeApi({});
    openForgot();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('alert').textContent).toContain('Error: Please fill in your Email');
    expect(screen.getByText('Email').className).toContain('ui-field__label--invalid');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks to confirm, sends the request, and returns to login mode', async () => {
    const calls = fakeApi({
      [routeOf(recoveryCalls.resetRequest)]: () => [
        200,
        {
          status: 'OK',
          message:
            'Your request to reset the password has been successfully submitted to the administrator.',
          code: 'resetRequested',
        },
      ],
    });
    const onDone = openForgot();
    fill('Email', 'malee@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain(
      'Are you sure you want to submit the request to reset your password?',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    // The link is e-mailed at once: the confirmation says so, not 'to the administrator'.
    expect(screen.getByRole('status').textContent).toContain(
      'Successfully: If an account uses this e-mail address, a link to reset your password has been e-mailed to it.',
    );
    expect(screen.getByRole('status').textContent).not.toContain('administrator');
    expect(callsTo(calls, recoveryCalls.resetRequest)[0]?.body).toEqual({
      email: 'malee@example.com',
    });
  });

  it('says in the chosen language that the link is e-mailed', async () => {
    act(() => setLanguage('th'));
    fakeApi({
      [routeOf(recoveryCalls.resetRequest)]: () => [
        200,
        {
          status: 'OK',
          message:
            'Your request to reset the password has been successfully submitted to the administrator.',
          code: 'resetRequested',
        },
      ],
    });
    openForgot();
    fill('อีเมล', 'malee@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'ส่งคำขอ' }));
    fireEvent.click(screen.getByRole('button', { name: 'ยืนยัน' }));
    expect((await screen.findByRole('status')).textContent).toContain(
      'สำเร็จ: หากมีบัญชีที่ใช้อีเมลนี้ เราได้ส่งลิงก์สำหรับรีเซ็ตรหัสผ่านไปทางอีเมลแล้ว',
    );
  });

  it('does nothing on Cancel', async () => {
    const calls = fakeApi({});
    openForgot();
    fill('Email', 'malee@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo(calls, recoveryCalls.resetRequest)).toEqual([]);
  });

  it('shows the error the API gives and stays in forgot-password mode', async () => {
    fakeApi({
      [routeOf(recoveryCalls.resetRequest)]: () => [
        429,
        {
          status: 'FAILED',
          message:
            'Too many password reset requests for this email address. Please try again in an hour.',
          code: 'resetTooManyRequests',
        },
      ],
    });
    openForgot();
    fill('Email', 'malee@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Error: Too many password reset requests for this email address. Please try again in an hour.',
    );
    expect(screen.getByRole('heading', { name: 'Forgot password' })).toBeTruthy();
  });

  it('goes back to login without asking', async () => {
    const calls = fakeApi({});
    const onDone = openForgot();
    fireEvent.click(screen.getByRole('button', { name: 'Back to login' }));
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(callsTo(calls, recoveryCalls.resetRequest)).toEqual([]);
  });
});
