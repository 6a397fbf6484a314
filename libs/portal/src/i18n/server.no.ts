import type { MessageCode } from '@dating/contracts';
import account from './server/account.no';
import billing from './server/billing.no';
import email from './server/email.no';
import interest from './server/interest.no';
import mail from './server/mail.no';
import profile from './server/profile.no';
import recovery from './server/recovery.no';
import validation from './server/validation.no';

/**
 * What the server says (libs/contracts `Messages`) in Norwegian, by message code, one file per
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
