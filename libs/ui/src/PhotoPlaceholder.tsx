import './styles.css';
import { cx } from './classNames';

export interface PhotoPlaceholderProps {
  /** The member's gender code (M, F, LB, TG): the silhouette's shape; neutral without one. */
  gender?: string | null;
  /** The accessible text, e.g. 'No photo'; without it the placeholder is decorative. */
  label?: string;
  className?: string;
}

/** Head and shoulders; longer hair for women, ladyboys and transgender members. */
const silhouettes = {
  man: 'M50 18c-10 0-17 8-17 19s7 21 17 21 17-10 17-21-7-19-17-19zM18 100c0-19 14-33 32-33s32 14 32 33z',
  woman:
    'M50 16c-12 0-20 9-20 22 0 8-2 16-6 22 6 3 14 4 18 2 2 1 5 2 8 2s6-1 8-2c4 2 12 1 18-2-4-6-6-14-6-22 0-13-8-22-20-22zM16 100c0-18 15-31 34-31s34 13 34 31z',
  neutral:
    'M50 18c-10 0-18 8-18 19s8 21 18 21 18-10 18-21-8-19-18-19zM17 100c0-19 15-33 33-33s33 14 33 33z',
} as const;

function silhouetteOf(gender: string | null | undefined): keyof typeof silhouettes {
  if (gender === 'M') return 'man';
  if (gender === 'F' || gender === 'LB' || gender === 'TG') return 'woman';
  return 'neutral';
}

/**
 * A member without a photo: a silhouette by gender in an inline SVG (no image to load), filling
 * its box like the photo would.
 */
export function PhotoPlaceholder({ gender, label, className }: PhotoPlaceholderProps) {
  const shape = silhouetteOf(gender);
  return (
    <div
      className={cx('ui-photo-placeholder', `ui-photo-placeholder--${shape}`, className)}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      data-silhouette={shape}
    >
      <svg viewBox="0 0 100 100" preserveAspectRatio="xMidYMax meet" focusable="false">
        <path d={silhouettes[shape]} fill="currentColor" />
      </svg>
    </div>
  );
}
