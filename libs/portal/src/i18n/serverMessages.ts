import type { Translations } from './translations';
import { accountTexts } from './server/account';
import { billingTexts } from './server/billing';
import { emailTexts } from './server/email';
import { interestTexts } from './server/interest';
import { profileTexts } from './server/profile';
import { recoveryTexts } from './server/recovery';
import type { ServerTexts } from './server/texts';
import { validationTexts } from './server/validation';

const domains: ServerTexts[] = [
  accountTexts,
  profileTexts,
  recoveryTexts,
  emailTexts,
  interestTexts,
  billingTexts,
  validationTexts,
];

/**
 * Texts that come from the server (libs/contracts `Messages`), keyed by their English wording,
 * one file per domain under `server/`. A text missing here is shown as the server sent it.
 */
export const serverMessages: Translations = {
  en: {},
  th: Object.assign({}, ...domains.map((domain) => domain.th)),
  no: Object.assign({}, ...domains.map((domain) => domain.no)),
};
