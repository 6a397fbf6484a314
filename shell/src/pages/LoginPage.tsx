import { useState } from 'react';
import { RemoteComponent } from '@dating/portal';
import { LoginForm } from './login/LoginForm';

/** /login: log in, or ask mfe-profile's recovery for a password reset (SPEC.md §2, Login). */
export default function LoginPage() {
  const [mode, setMode] = useState<'login' | 'forgot'>('login');
  return (
    <div className="ui-form-card">
      {mode === 'login' ? (
        <LoginForm onForgotPassword={() => setMode('forgot')} />
      ) : (
        <RemoteComponent
          id="mfe_profile/ForgotPasswordForm"
          props={{ onDone: () => setMode('login') }}
        />
      )}
    </div>
  );
}
