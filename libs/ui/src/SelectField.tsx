import './styles.css';
import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { cx } from './classNames';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: ReactNode;
  options: readonly SelectOption[];
  /** The empty first option, e.g. 'Please select'; without it the first option is chosen. */
  placeholder?: string;
  /** The first missing item of a form: its label turns red and bold (SPEC.md §5). */
  invalid?: boolean;
}

/** A label and its drop-down list. */
export function SelectField({
  label,
  options,
  placeholder,
  invalid = false,
  id,
  className,
  ...select
}: SelectFieldProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  return (
    <div className={cx('ui-field', className)}>
      <label
        htmlFor={selectId}
        className={cx('ui-field__label', invalid && 'ui-field__label--invalid')}
      >
        {label}
      </label>
      <select
        {...select}
        id={selectId}
        className="ui-field__input ui-field__select"
        aria-invalid={invalid || undefined}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
