import '../portal.css';
import type { ReactNode } from 'react';
import type { CategoryCard } from '@dating/contracts';
import { Card, CardGrid, type CardLabels } from '@dating/ui';
import { useTranslation } from '../i18n';
import { useNavigate } from '../router';
import { ActivityBadge } from './ActivityBadge';

export interface MemberCardGridProps {
  /** The grid's accessible name. */
  label: string;
  /** The cards, or null while they load. */
  cards: readonly CategoryCard[] | null;
  /** Buttons under each card (the card itself is a link, so they cannot be inside it). */
  actions?: (card: CategoryCard) => ReactNode;
  /** While loading, keep the places of this many cards (the page does not move when they come). */
  placeholders?: number;
}

/**
 * Member cards (SPEC.md §2 Cards) as every page shows them, the shell's and the remotes': photo,
 * name, age and caption, each opening the member's profile, with the verified-photo badge and how
 * recently they were active; 'No results found' when there are none.
 */
export function MemberCardGrid({ label, cards, actions, placeholders }: MemberCardGridProps) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const labels: CardLabels = {
    noCaption: t('cards.noCaption'),
    age: (age) => t('cards.age', { age }),
    noPhoto: t('cards.noPhoto'),
  };
  return (
    <CardGrid
      label={label}
      loading={cards === null}
      placeholders={placeholders}
      loadingText={t('status.loading')}
      emptyText={t('cards.noResults')}
    >
      {cards?.map((card) => {
        const badges =
          card.verified || card.active ? (
            <>
              {card.verified && (
                <span className="portal-card__verified">
                  <span aria-hidden="true">✔</span> {t('cards.verified')}
                </span>
              )}
              {card.active && <ActivityBadge active={card.active} />}
            </>
          ) : undefined;
        const memberCard = (
          <Card
            key={card.id}
            id={card.id}
            name={card.name}
            age={card.age}
            caption={card.caption}
            imageUrl={card.img}
            gender={card.gender}
            labels={labels}
            onNavigate={(href) => void navigate(href)}
            badges={badges}
          />
        );
        if (!actions) return memberCard;
        return (
          <div key={card.id} className="portal-card">
            {memberCard}
            <div className="portal-card__actions">{actions(card)}</div>
          </div>
        );
      })}
    </CardGrid>
  );
}
