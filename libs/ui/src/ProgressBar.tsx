import './styles.css';

export interface ProgressBarProps {
  /** Done so far, from 0 to 1. */
  value: number;
  /** What is in progress, translated, e.g. 'Uploading photo'. */
  label: string;
}

/** A thin bar filling up as something (an upload) goes on, with its percentage. */
export function ProgressBar({ value, label }: ProgressBarProps) {
  const percent = Math.round(Math.min(1, Math.max(0, value)) * 100);
  return (
    <div className="ui-progress">
      <div
        className="ui-progress__track"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className="ui-progress__bar" style={{ width: `${percent}%` }} />
      </div>
      <span className="ui-progress__text">
        {label} {percent}%
      </span>
    </div>
  );
}
