import './consent.css';
import { useState } from 'react';
import { authCalls, legalDocuments, type ConsentDue } from '@dating/contracts';
import {
  api,
  errorMessage,
  logout,
  useAccount,
  useLanguage,
  useNotice,
  useSession,
  useTranslation,
} from '@dating/portal';
import { Button, Modal } from '@dating/ui';

const documentPath = { terms: '/terms', privacy: '/privacy' } as const;

/**
 * Before anything else (issue 29 item 1): when the session answer (asked at start and right after
 * login) names a document whose current version the member has not accepted, a dialog says what
 * changed, links to it, and asks to accept it; the other choice is to log out. It closes only by
 * one of the two.
 */
export function ConsentGate() {
  const { account, reload } = useAccount();
  const { userId } = useSession();
  const due: ConsentDue = account?.consent_due ?? [];
  if (due.length === 0 || userId === null) return null;
  return <ConsentDialog due={due} userId={userId} onAccepted={reload} />;
}

function ConsentDialog({
  due,
  userId,
  onAccepted,
}: {
  due: ConsentDue;
  userId: number;
  onAccepted: () => void;
}) {
  const { t } = useTranslation('shell');
  const [language] = useLanguage();
  const notice = useNotice();
  const [busy, setBusy] = useState(false);

  async function accept() {
    setBusy(true);
    try {
      for (const { document, version } of due)
        await api.call(authCalls.consentAccept, { user_id: userId, document, version });
      onAccepted();
    } catch (error) {
      notice.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      title={t('consent.title')}
      onClose={() => {}}
      footer={
        <>
          <Button variant="secondary" disabled={busy} onClick={() => void logout()}>
            {t('consent.logout')}
          </Button>
          <Button loading={busy} onClick={() => void accept()}>
            {t('consent.accept')}
          </Button>
        </>
      }
    >
      <p>{t('consent.intro')}</p>
      {due.map(({ document, version }) => (
        <section key={document} className="shell-consent" aria-labelledby={`consent-${document}`}>
          <h3 id={`consent-${document}`}>{t(`consent.${document}`)}</h3>
          <p className="shell-consent__version">{t('consent.version', { version })}</p>
          <p>{legalDocuments[document].changes[language]}</p>
          <p>
            <a href={documentPath[document]} target="_blank" rel="noreferrer">
              {t('consent.read', { document: t(`consent.${document}Name`) })}
              <span className="ui-visually-hidden"> {t('consent.newTab')}</span>
            </a>
          </p>
        </section>
      ))}
    </Modal>
  );
}
