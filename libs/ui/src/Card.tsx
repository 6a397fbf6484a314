import './styles.css';
import { Children, type MouseEvent, type ReactNode } from 'react';
import { cx } from './classNames';
import { Loading } from './Spinner';

/** Where a member card leads (SPEC.md §2, Cards). */
export function profileHref(id: number | string): string {
  return `/profile?id=${encodeURIComponent(String(id))}`;
}

export interface CardLabels {
  /** Shown when the caption is empty: 'No caption'. */
  noCaption: string;
  /** The age line, e.g. `(age) => t('card.age', { age })`. */
  age: (age: number) => string;
}

export interface CardProps {
  id: number | string;
  name: string;
  age?: number | null;
  caption?: string | null;
  /** The first photo; without one the card shows an empty box. */
  imageUrl?: string | null;
  labels: CardLabels;
  /** Client-side navigation (e.g. react-router's `navigate`); a plain link without it. */
  onNavigate?: (href: string) => void;
}

function isPlainLeftClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** A member card linking to /profile?id={id}. */
export function Card({ id, name, age, caption, imageUrl, labels, onNavigate }: CardProps) {
  const href = profileHref(id);
  const text = caption?.trim();
  return (
    <a
      className="ui-card"
      href={href}
      onClick={(event) => {
        if (!onNavigate || event.defaultPrevented || !isPlainLeftClick(event)) return;
        event.preventDefault();
        onNavigate(href);
      }}
    >
      {imageUrl ? (
        <img className="ui-card__image" src={imageUrl} alt="" loading="lazy" />
      ) : (
        <div className="ui-card__image" aria-hidden="true" />
      )}
      <div className="ui-card__body">
        <h3 className="ui-card__name">{name}</h3>
        {age != null && <p className="ui-card__age">{labels.age(age)}</p>}
        <p className={cx('ui-card__caption', !text && 'ui-card__caption--empty')}>
          {text || labels.noCaption}
        </p>
      </div>
    </a>
  );
}

export interface CardGridProps {
  children?: ReactNode;
  /** 'No results found', translated. */
  emptyText: string;
  loading?: boolean;
  loadingText?: string;
}

/** Cards in a responsive grid; an empty list says so. */
export function CardGrid({
  children,
  emptyText,
  loading = false,
  loadingText = '',
}: CardGridProps) {
  if (loading) return <Loading label={loadingText} />;
  if (Children.toArray(children).length === 0) return <p className="ui-empty">{emptyText}</p>;
  return <div className="ui-card-grid">{children}</div>;
}
