import type { TranslationTree } from '../translations';

/** E-mail settings' server texts (libs/contracts `mailMessages`), in Norwegian. */
export default {
  'Your e-mail settings are saved': 'E-postinnstillingene dine er lagret',
  'This unsubscribe link is not valid. Sign in to change your e-mail settings.':
    'Denne avmeldingslenken er ikke gyldig. Logg inn for å endre e-postinnstillingene dine.',
  'You will no longer get these e-mails': 'Du får ikke lenger disse e-postene',
} satisfies TranslationTree;
