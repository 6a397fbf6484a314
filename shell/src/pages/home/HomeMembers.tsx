import { useTranslation } from 'react-i18next';
import { MemberCardGrid, LoadFailed } from '@dating/portal';
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
        <LoadFailed
          message={t('home.membersFailed', { message: cards.message })}
          onRetry={retry}
          announce
        />
      ) : (
        <MemberCardGrid label={title} cards={cards.status === 'ready' ? cards.cards : null} />
      )}
    </section>
  );
}
