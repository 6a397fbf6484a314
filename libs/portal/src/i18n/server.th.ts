import type { MessageCode } from '@dating/contracts';
import account from './server/account.th';
import billing from './server/billing.th';
import email from './server/email.th';
import interest from './server/interest.th';
import mail from './server/mail.th';
import profile from './server/profile.th';
import recovery from './server/recovery.th';
import validation from './server/validation.th';

/**
 * What the server says (libs/contracts `Messages`) in Thai, by message code, one file per
 * domain under `server/`. Every code has its text: the type below checks it.
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
} satisfies Record<MessageCode, string>;
