import './styles.css';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { cx } from './classNames';
import type { SelectOption } from './SelectField';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
}

/** One checkbox with its label beside it. */
export function Checkbox({ label, className, ...input }: CheckboxProps) {
  return (
    <label className={cx('ui-checkbox', className)}>
      <input {...input} type="checkbox" className="ui-checkbox__input" />
      <span>{label}</span>
    </label>
  );
}

export interface CheckboxGroupProps {
  label: ReactNode;
  options: readonly SelectOption[];
  /** The chosen options' values. */
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** The first missing item of a form: its label turns red and bold (SPEC.md §5). */
  invalid?: boolean;
  disabled?: boolean;
  className?: string;
}

/** Several options to tick, any number of them; keeps the options' order in `value`. */
export function CheckboxGroup({
  label,
  options,
  value,
  onChange,
  invalid = false,
  disabled = false,
  className,
}: CheckboxGroupProps) {
  const toggle = (option: string, checked: boolean) => {
    const chosen = new Set(value);
    if (checked) chosen.add(option);
    else chosen.delete(option);
    onChange(options.map((item) => item.value).filter((item) => chosen.has(item)));
  };
  return (
    <fieldset className={cx('ui-field', 'ui-checkbox-group', className)} disabled={disabled}>
      <legend className={cx('ui-field__label', invalid && 'ui-field__label--invalid')}>
        {label}
      </legend>
      <div className="ui-checkbox-group__options">
        {options.map((option) => (
          <Checkbox
            key={option.value}
            label={option.label}
            checked={value.includes(option.value)}
            onChange={(event) => toggle(option.value, event.target.checked)}
          />
        ))}
      </div>
    </fieldset>
  );
}
