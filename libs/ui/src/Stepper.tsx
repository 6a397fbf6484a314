import './styles.css';
import { cx } from './classNames';

export interface StepperProps {
  /** The steps' (translated) names, in order. */
  steps: readonly string[];
  /** The current step, from 0. */
  current: number;
  /** Accessible name of the list, e.g. 'Registration steps'. */
  label: string;
}

/** Where a multi-step form is: done steps, the current one, and those still to come. */
export function Stepper({ steps, current, label }: StepperProps) {
  return (
    <ol className="ui-stepper" aria-label={label}>
      {steps.map((step, index) => (
        <li
          key={step}
          className={cx(
            'ui-stepper__step',
            index < current && 'ui-stepper__step--done',
            index === current && 'ui-stepper__step--current',
          )}
          aria-current={index === current ? 'step' : undefined}
        >
          <span className="ui-stepper__number" aria-hidden="true">
            {index + 1}
          </span>
          <span className="ui-stepper__name">{step}</span>
        </li>
      ))}
    </ol>
  );
}
