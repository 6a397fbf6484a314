import { randomInt } from 'node:crypto';
import { verificationCodeLength } from '@dating/contracts';

/** Letters and digits that cannot be mistaken for one another on a handwritten note. */
const alphabet = 'ACDEFGHJKLMNPQRTUVWXY34679';

export function newVerificationCode(): string {
  return Array.from(
    { length: verificationCodeLength },
    () => alphabet[randomInt(alphabet.length)],
  ).join('');
}
