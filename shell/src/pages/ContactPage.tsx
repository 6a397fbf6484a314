import { useState } from 'react';
import { getRuntimeConfig, useTranslation } from '@dating/portal';
import { ConfirmDialog } from '@dating/ui';

/** Where Contact Us writes to when /config.json names no `contactEmail`. */
export const defaultContactEmail = 'contact@thainorwegiandating.com';

/** /contact and /contact-us: the e-mail link, confirmed before the mail client opens. */
export default function ContactPage() {
  const { t } = useTranslation('shell');
  const [confirming, setConfirming] = useState(false);
  const email = getRuntimeConfig().contactEmail ?? defaultContactEmail;
  const mailto = `mailto:${email}`;

  return (
    <section className="ui-form-card shell-contact" aria-labelledby="contact-title">
      <h1 id="contact-title">{t('contact.title')}</h1>
      <p>{t('contact.intro')}</p>
      <p className="shell-contact__email">
        <span>{t('contact.email')}</span>
        <a
          href={mailto}
          onClick={(event) => {
            event.preventDefault();
            setConfirming(true);
          }}
        >
          {email}
        </a>
      </p>
      <ConfirmDialog
        open={confirming}
        title={t('contact.confirmTitle')}
        text={t('contact.confirmText', { email })}
        confirmLabel={t('common:action.confirm')}
        cancelLabel={t('common:action.cancel')}
        onConfirm={() => {
          setConfirming(false);
          window.open(mailto, '_self');
        }}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
