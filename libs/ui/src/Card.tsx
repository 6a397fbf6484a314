import './styles.css';
import { Children, isValidElement, useState, type MouseEvent, type ReactNode } from 'react';
import { cx } from './classNames';
import { PhotoPlaceholder } from './PhotoPlaceholder';
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
  /** The placeholder's text when there is no photo, e.g. 'No photo'. */
  noPhoto?: string;
}

export interface CardProps {
  id: number | string;
  name: string;
  age?: number | null;
  caption?: string | null;
  /** The first photo; without one the card shows a silhouette (by `gender`). */
  imageUrl?: string | null;
  /** The member's gender code (M, F, LB, TG): the placeholder's silhouette. */
  gender?: string | null;
  labels: CardLabels;
  /** Client-side navigation (e.g. react-router's `navigate`); a plain link without it. */
  onNavigate?: (href: string) => void;
  /** Short facts under the caption, inside the card (verified, last active). */
  badges?: ReactNode;
}

/** The card-size variant of a photo is a square of this side (the gateway's `cardSide`). */
const cardImageSide = 480;

function isPlainLeftClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * A member card linking to /profile?id={id}: photo 1 (loaded lazily, sized so the grid does
 * not jump), name, age and caption. No photo, or one that fails to load, is a silhouette by
 * gender.
 */
export function Card({
  id,
  name,
  age,
  caption,
  imageUrl,
  gender,
  labels,
  onNavigate,
  badges,
}: CardProps) {
  const href = profileHref(id);
  const text = caption?.trim();
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const image = imageUrl && imageUrl !== failedUrl ? imageUrl : null;
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
      {image ? (
        <img
          className="ui-card__image"
          src={image}
          alt=""
          width={cardImageSide}
          height={cardImageSide}
          loading="lazy"
          decoding="async"
          onError={() => setFailedUrl(image)}
        />
      ) : (
        <PhotoPlaceholder
          className="ui-card__image ui-card__image--empty"
          gender={gender}
          label={labels.noPhoto}
        />
      )}
      <div className="ui-card__body">
        <h3 className="ui-card__name">{name}</h3>
        {age != null && <p className="ui-card__age">{labels.age(age)}</p>}
        <p className={cx('ui-card__caption', !text && 'ui-card__caption--empty')}>
          {text || labels.noCaption}
        </p>
        {badges && <div className="ui-card__badges">{badges}</div>}
      </div>
    </a>
  );
}

/**
 * While cards load: their places in the grid, as tall as the cards that come, so nothing below
 * them moves when they arrive. Announced as loading; the places themselves are decoration.
 */
export function CardGridPlaceholder({
  count,
  loadingText,
}: {
  count: number;
  loadingText: string;
}) {
  return (
    <div className="ui-card-grid-placeholder">
      <span role="status" className="ui-visually-hidden">
        {loadingText}
      </span>
      <ul className="ui-card-grid" aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="ui-card-grid__item">
            <div className="ui-card ui-card--placeholder">
              <div className="ui-card__image" />
              <div className="ui-card__body">
                <p className="ui-card__name">&nbsp;</p>
                <p className="ui-card__age">&nbsp;</p>
                <p className="ui-card__caption">&nbsp;</p>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

export interface CardGridProps {
  children?: ReactNode;
  /** 'No results found', translated. */
  emptyText: string;
  /** The list's accessible name, e.g. the title of the section it is in. */
  label?: string;
  loading?: boolean;
  loadingText?: string;
  /** While loading, keep the places of this many cards (see CardGridPlaceholder). */
  placeholders?: number;
}

/** Cards as a list in a responsive grid; an empty list says so. */
export function CardGrid({
  children,
  emptyText,
  label,
  loading = false,
  loadingText = '',
  placeholders = 0,
}: CardGridProps) {
  if (loading && placeholders > 0)
    return <CardGridPlaceholder count={placeholders} loadingText={loadingText} />;
  if (loading) return <Loading label={loadingText} />;
  const cards = Children.toArray(children);
  if (cards.length === 0) return <p className="ui-empty">{emptyText}</p>;
  return (
    <ul className="ui-card-grid" aria-label={label}>
      {cards.map((card, index) => (
        <li key={(isValidElement(card) && card.key) || index} className="ui-card-grid__item">
          {card}
        </li>
      ))}
    </ul>
  );
}
