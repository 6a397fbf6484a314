import './styles.css';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

export interface ModalProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  /** Accessible name of the × button, translated; without it there is no × button. */
  closeLabel?: string;
  children?: ReactNode;
  footer?: ReactNode;
  /** 'wide' for content such as a table that needs the room. */
  size?: 'normal' | 'wide';
}

/** A dialog over the page: Escape, the × button and a click outside close it. */
export function Modal({
  open,
  title,
  onClose,
  closeLabel,
  children,
  footer,
  size = 'normal',
}: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialogRef.current?.focus();
    return () => previous?.focus();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, onClose]);

  if (!open) return null;
  return createPortal(
    <div
      className="ui-modal__backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        className={size === 'wide' ? 'ui-modal ui-modal--wide' : 'ui-modal'}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className="ui-modal__header">
          <h2 id={titleId} className="ui-modal__title">
            {title}
          </h2>
          {closeLabel && (
            <button
              type="button"
              className="ui-modal__close"
              aria-label={closeLabel}
              onClick={onClose}
            >
              ×
            </button>
          )}
        </div>
        <div className="ui-modal__body">{children}</div>
        {footer && <div className="ui-modal__footer">{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
