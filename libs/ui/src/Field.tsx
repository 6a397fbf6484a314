import './styles.css';
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { cx } from './classNames';

export interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  /** The first missing item of a form: its label turns red and bold (SPEC.md §5). */
  invalid?: boolean;
  /** A rule to know before typing (e.g. the password policy), shown under the label. */
  hint?: ReactNode;
}

/** A label and its input. */
export function Field({ label, invalid = false, hint, id, className, ...input }: FieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  return (
    <div className={cx('ui-field', className)}>
      <label
        htmlFor={inputId}
        className={cx('ui-field__label', invalid && 'ui-field__label--invalid')}
      >
        {label}
      </label>
      {hint && (
        <p id={hintId} className="ui-field__hint">
          {hint}
        </p>
      )}
      <input
        aria-describedby={hint ? hintId : undefined}
        {...input}
        id={inputId}
        className="ui-field__input"
        aria-invalid={invalid || undefined}
      />
    </div>
  );
}
