import type { MessageCode } from '@dating/contracts';

/** E-mail settings' server messages by code (libs/contracts `mailMessages`), in Norwegian. */
export default {
  settingsSaved: 'E-postinnstillingene dine er lagret',
  unsubscribeLinkInvalid:
    'Denne avmeldingslenken er ikke gyldig. Logg inn for å endre e-postinnstillingene dine.',
  unsubscribed: 'Du får ikke lenger disse e-postene',
} satisfies Partial<Record<MessageCode, string>>;
