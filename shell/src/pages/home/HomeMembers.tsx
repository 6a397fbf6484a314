import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, Card, CardGrid, type CardLabels } from '@dating/ui';
import { useHomeCards } from './useHomeCards';

/** The grid of up to 8 member cards (SPEC.md §1, §2 Cards). */
export function HomeMembers() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const [cards, retry] = useHomeCards();
  const labels: CardLabels = {
    noCaption: t('common:card.noCaption'),
    age: (age) => t('common:card.age', { age }),
  };
  const title = t('home.membersTitle');

  return (
    <section className="shell-section" aria-labelledby="home-members-title">
      <h2 id="home-members-title">{title}</h2>
      {cards.status === 'failed' ? (
        <div className="shell-members-failed" role="alert">
          <p>{t('home.membersFailed', { message: cards.message })}</p>
          <Button variant="secondary" onClick={retry}>
            {t('common:action.retry')}
          </Button>
        </div>
      ) : (
        <CardGrid
          label={title}
          loading={cards.status === 'loading'}
          loadingText={t('common:status.loading')}
          emptyText={t('common:card.noResults')}
        >
          {cards.status === 'ready' &&
            cards.cards.map((card) => (
              <Card
                key={card.id}
                id={card.id}
                name={card.name}
                age={card.age}
                caption={card.caption}
                imageUrl={card.img}
                labels={labels}
                onNavigate={(href) => void navigate(href)}
              />
            ))}
        </CardGrid>
      )}
    </section>
  );
}
