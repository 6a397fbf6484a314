import './styles.css';
import { useRef } from 'react';
import { Button, type ButtonVariant } from './Button';
import { cx } from './classNames';

export interface FileButtonProps {
  /** The file types offered, e.g. 'image/*'. */
  accept: string;
  onPick: (file: File) => void;
  /** The button's text, translated; also names the hidden file input. */
  label: string;
  variant?: ButtonVariant;
  disabled?: boolean;
}

/** A button that opens the file chooser and hands over the one file picked. */
export function FileButton({
  accept,
  onPick,
  label,
  variant = 'secondary',
  disabled = false,
}: FileButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button variant={variant} disabled={disabled} onClick={() => input.current?.click()}>
        {label}
      </Button>
      <input
        ref={input}
        type="file"
        accept={accept}
        hidden
        aria-label={label}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onPick(file);
        }}
      />
    </>
  );
}

export interface ImagePreviewProps {
  /** The image; without one an empty box of the same size. */
  src?: string | null;
  alt: string;
  /** Width and height in pixels. */
  size?: number;
  round?: boolean;
  className?: string;
}

/** A square (or round) image, cropped to fill its box. */
export function ImagePreview({
  src,
  alt,
  size = 200,
  round = false,
  className,
}: ImagePreviewProps) {
  const style = { width: size, height: size };
  const classes = cx('ui-image-preview', round && 'ui-image-preview--round', className);
  return src ? (
    <img className={classes} src={src} alt={alt} style={style} />
  ) : (
    <div
      className={cx(classes, 'ui-image-preview--empty')}
      style={style}
      role="img"
      aria-label={alt}
    />
  );
}
