import './portal.css';
import { useState } from 'react';
import { Field, type FieldProps } from '@dating/ui';
import { useTranslation } from './i18n';

/** A password field with a show/hide toggle (SPEC.md §2: login, reset password). */
export function PasswordField({ label, ...field }: Omit<FieldProps, 'type'> & { label: string }) {
  const { t } = useTranslation('common');
  const [visible, setVisible] = useState(false);
  return (
    <div className="portal-password">
      <Field {...field} label={label} type={visible ? 'text' : 'password'} />
      <button
        type="button"
        className="portal-password__toggle"
        aria-label={t(visible ? 'password.hide' : 'password.show', { field: label })}
        aria-pressed={visible}
        onClick={() => setVisible((shown) => !shown)}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path
            fill="currentColor"
            d="M12 5C6.5 5 2.7 8.7 1.5 12c1.2 3.3 5 7 10.5 7s9.3-3.7 10.5-7C21.3 8.7 17.5 5 12 5Zm0 11.5a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9Zm0-2.5a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z"
          />
          {visible && <path stroke="currentColor" strokeWidth="2" d="M3 3l18 18" />}
        </svg>
      </button>
    </div>
  );
}
