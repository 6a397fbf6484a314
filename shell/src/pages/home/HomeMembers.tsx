import { useTranslation } from 'react-i18next';
import { MemberCardGrid } from '@dating/portal';
import { Button } from '@dating/ui';
import { useHomeCards } from './useHomeCards';

/** The grid of up to 8 member cards (SPEC.md §1, §2 Cards). */
export function HomeMembers() {
  const { t } = useTranslation('shell');
  const [cards, retry] = useHomeCards();
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
        <MemberCardGrid label={title} cards={cards.status === 'ready' ? cards.cards : null} />
      )}
    </section>
  );
}
