import './styles.css';
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cx } from './classNames';

export interface TextAreaFieldProps extends ComponentPropsWithRef<'textarea'> {
  label: ReactNode;
  /** The first missing item of a form: its label turns red and bold (SPEC.md §5). */
  invalid?: boolean;
}

/** A label and its multi-line text box. */
export function TextAreaField({
  label,
  invalid = false,
  id,
  className,
  rows = 4,
  ...textarea
}: TextAreaFieldProps) {
  const generatedId = useId();
  const textareaId = id ?? generatedId;
  return (
    <div className={cx('ui-field', className)}>
      <label
        htmlFor={textareaId}
        className={cx('ui-field__label', invalid && 'ui-field__label--invalid')}
      >
        {label}
      </label>
      <textarea
        {...textarea}
        id={textareaId}
        rows={rows}
        className="ui-field__input ui-field__textarea"
        aria-invalid={invalid || undefined}
      />
    </div>
  );
}
