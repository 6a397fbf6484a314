import type { TranslationTree } from './translations';
import account from './server/account.th';
import billing from './server/billing.th';
import email from './server/email.th';
import interest from './server/interest.th';
import mail from './server/mail.th';
import profile from './server/profile.th';
import recovery from './server/recovery.th';
import validation from './server/validation.th';

/**
 * Texts that come from the server (libs/contracts `Messages`) in Thai, keyed by their English
 * wording, one file per domain under `server/`. A text missing here is shown as the server sent it.
 */
export default {
  ...account,
  ...profile,
  ...recovery,
  ...email,
  ...mail,
  ...interest,
  ...billing,
  ...validation,
} satisfies TranslationTree;
