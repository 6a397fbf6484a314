import './styles.css';
import { cx } from './classNames';

/** A small turning circle in the current text colour; decorative. */
export function Spinner({ className }: { className?: string }) {
  return <span className={cx('ui-spinner', className)} aria-hidden="true" />;
}

/** A centred spinner with a (translated) label, announced to screen readers. */
export function Loading({ label }: { label: string }) {
  return (
    <div className="ui-loading" role="status">
      <Spinner />
      <span>{label}</span>
    </div>
  );
}
