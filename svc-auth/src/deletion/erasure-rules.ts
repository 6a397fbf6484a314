import { randomBytes } from 'node:crypto';
import { type Pseudonym } from '@dating/contracts';

/** A fresh pseudonym for a deleted member: random, so it links to nobody once the account is gone. */
export function newPseudonym(): Pseudonym {
  return `member-${randomBytes(8).toString('hex')}`;
}

/**
 * An administrator's words about a member, with the member's username and e-mail address
 * replaced by their pseudonym (any case): the audit log keeps what was done and why, not who.
 */
export function withoutIdentifiers(
  text: string,
  identifiers: readonly string[],
  pseudonym: Pseudonym,
): string {
  return identifiers
    .filter((identifier) => identifier.length > 0)
    .sort((one, other) => other.length - one.length)
    .reduce(
      (scrubbed, identifier) =>
        scrubbed.replace(
          new RegExp(identifier.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'giu'),
          pseudonym,
        ),
      text,
    );
}
