import './admin.css';
import { Button } from '@dating/ui';
import { useTranslation } from '../i18n';

/** Newer and Older around the page number, under an admin table read a page at a time. */
export function Pager({
  page,
  hasMore,
  onPage,
}: {
  page: number;
  hasMore: boolean;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('common');
  return (
    <div className="admin-pages">
      <Button variant="ghost" disabled={page === 1} onClick={() => onPage(page - 1)}>
        {t('pages.newer')}
      </Button>
      <span>{t('pages.page', { page })}</span>
      <Button variant="ghost" disabled={!hasMore} onClick={() => onPage(page + 1)}>
        {t('pages.older')}
      </Button>
    </div>
  );
}
