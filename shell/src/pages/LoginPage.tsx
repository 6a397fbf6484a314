import { useState } from 'react';
import { ForgotPasswordForm } from './login/ForgotPasswordForm';
import { LoginForm } from './login/LoginForm';

/** /login: log in, or ask for a password reset (SPEC.md §2, Login). */
export default function LoginPage() {
  const [mode, setMode] = useState<'login' | 'forgot'>('login');
  return (
    <div className="shell-card">
      {mode === 'login' ? (
        <LoginForm onForgotPassword={() => setMode('forgot')} />
      ) : (
        <ForgotPasswordForm onDone={() => setMode('login')} />
      )}
    </div>
  );
}
