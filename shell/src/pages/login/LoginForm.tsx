import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { authCalls, type LoginInput } from '@dating/contracts';
import {
  api,
  ApiError,
  clearSession,
  deviceId,
  errorMessage,
  login,
  PasswordField,
  useNotice,
  useTranslation,
} from '@dating/portal';
import { Button, Field } from '@dating/ui';
import { asksForCode, checkLogin, type LoginField } from './rules';

export function LoginForm({ onForgotPassword }: { onForgotPassword: () => void }) {
  const { t } = useTranslation('shell');
  const notice = useNotice();
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  /** null until the server asks for the code of an authenticator app (the admin). */
  const [code, setCode] = useState<string | null>(null);
  const [invalid, setInvalid] = useState<LoginField[]>([]);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = checkLogin(username, password, code);
    setInvalid(problem?.fields ?? []);
    if (problem) {
      notice.error(t(problem.messageKey));
      return;
    }
    setBusy(true);
    try {
      const device = deviceId();
      const body: LoginInput = {
        username: username.trim(),
        password,
        ...(device ? { device_id: device } : {}),
        ...(code !== null ? { code: code.trim() } : {}),
      };
      const result = await api.call(authCalls.login, body);
      login(result.token, result.user_id, result.role);
      navigate('/', { replace: true });
    } catch (error) {
      clearSession();
      if (error instanceof ApiError && asksForCode(error.code)) {
        setCode('');
        setInvalid(['code']);
      }
      notice.error(errorMessage(error));
      setBusy(false);
    }
  }

  return (
    <form className="ui-form" onSubmit={submit} noValidate aria-labelledby="login-title">
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
      {code !== null && (
        <Field
          label={t('login.code')}
          hint={t('login.codeHint')}
          name="code"
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={20}
          autoFocus
          value={code}
          invalid={invalid.includes('code')}
          onChange={(event) => setCode(event.target.value)}
        />
      )}
      <Button type="submit" block loading={busy}>
        {t('login.submit')}
      </Button>
      <Button variant="ghost" block onClick={onForgotPassword}>
        {t('login.forgot')}
      </Button>
      <p className="ui-form__note">
        {t('login.noAccount')} <Link to="/register">{t('login.register')}</Link>
      </p>
    </form>
  );
}
