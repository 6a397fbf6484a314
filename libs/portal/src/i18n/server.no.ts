import type { TranslationTree } from './translations';
import account from './server/account.no';
import billing from './server/billing.no';
import email from './server/email.no';
import interest from './server/interest.no';
import mail from './server/mail.no';
import profile from './server/profile.no';
import recovery from './server/recovery.no';
import validation from './server/validation.no';

/**
 * Texts that come from the server (libs/contracts `Messages`) in Norwegian, keyed by their English
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
