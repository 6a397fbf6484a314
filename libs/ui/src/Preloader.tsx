import './styles.css';
import { useEffect, useState } from 'react';
import { Button } from './Button';
import { Loading } from './Spinner';

/** SPEC.md §1 (release notes): the preloader is limited to 30 seconds. */
export const preloaderLimitMs = 30_000;

/** False until `limitMs` have passed since the component mounted, then true. */
export function useTimeLimit(limitMs: number): boolean {
  const [passed, setPassed] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setPassed(true), limitMs);
    return () => window.clearTimeout(timer);
  }, [limitMs]);
  return passed;
}

export interface PreloaderProps {
  /** 'Loading…', translated. */
  label: string;
  /** What is shown once the limit has passed: a title, a sentence and the Retry action. */
  slowTitle: string;
  slowText: string;
  retryLabel: string;
  onRetry: () => void;
  limitMs?: number;
}

/**
 * A spinner while something loads. It never stays longer than the limit: then it gives way to
 * a clear message with Retry. Whatever it stands for replaces it as soon as it has loaded.
 */
export function Preloader({
  label,
  slowTitle,
  slowText,
  retryLabel,
  onRetry,
  limitMs = preloaderLimitMs,
}: PreloaderProps) {
  const tooSlow = useTimeLimit(limitMs);
  if (!tooSlow) return <Loading label={label} />;
  return (
    <div className="ui-preloader-timeout" role="alert">
      <p className="ui-preloader-timeout__title">{slowTitle}</p>
      <p>{slowText}</p>
      <Button variant="secondary" onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}
