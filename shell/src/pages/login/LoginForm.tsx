import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { authCalls, type LoginInput } from '@dating/contracts';
import { api, clearSession, errorMessage, login, useNotice, useTranslation } from '@dating/portal';
import { Button, Field } from '@dating/ui';
import { PasswordField } from '../recovery/PasswordField';
import '../recovery/translations';
import { checkLogin, type LoginField } from './rules';

export function LoginForm({ onForgotPassword }: { onForgotPassword: () => void }) {
  const { t } = useTranslation('shell');
  const notice = useNotice();
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [invalid, setInvalid] = useState<LoginField[]>([]);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = checkLogin(username, password);
    setInvalid(problem?.fields ?? []);
    if (problem) {
      notice.error(t(problem.messageKey));
      return;
    }
    setBusy(true);
    try {
      const body: LoginInput = { username: username.trim(), password };
      const result = await api.call(authCalls.login, body);
      login(result.token, result.user_id, result.role);
      navigate('/', { replace: true });
    } catch (error) {
      clearSession();
      notice.error(errorMessage(error));
      setBusy(false);
    }
  }

  return (
    <form className="shell-form" onSubmit={submit} noValidate aria-labelledby="login-title">
      <h1 id="login-title">{t('login.title')}</h1>
      <Field
        label={t('login.username')}
        name="username"
        autoComplete="username"
        value={username}
        invalid={invalid.includes('username')}
        onChange={(event) => setUsername(event.target.value)}
      />
      <PasswordField
        label={t('login.password')}
        name="password"
        autoComplete="current-password"
        value={password}
        invalid={invalid.includes('password')}
        onChange={(event) => setPassword(event.target.value)}
      />
      <Button type="submit" block loading={busy}>
        {t('login.submit')}
      </Button>
      <Button variant="ghost" block onClick={onForgotPassword}>
        {t('login.forgot')}
      </Button>
      <p className="shell-form__register">
        {t('login.noAccount')} <Link to="/register">{t('login.register')}</Link>
      </p>
    </form>
  );
}
