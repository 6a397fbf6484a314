import { pseudonymSchema } from '@dating/contracts';
import { newPseudonym, withoutIdentifiers } from './erasure-rules';

describe("a deleted member's pseudonym", () => {
  it('is well formed and new each time', () => {
    const one = newPseudonym();
    expect(pseudonymSchema.parse(one)).toBe(one);
    expect(newPseudonym()).not.toBe(one);
  });
});

describe('the audit words about a deleted member', () => {
  const pseudonym = 'member-0123456789abcdef';

  it('lose the username and the e-mail address in any case, the rest kept', () => {
    expect(
      withoutIdentifiers(
        'Nida.K asked for money; mail NIDA.K@example.com was fake (nida.k)',
        ['nida.k', 'nida.k@example.com'],
        pseudonym,
      ),
    ).toBe(`${pseudonym} asked for money; mail ${pseudonym} was fake (${pseudonym})`);
  });

  it('treat the identifiers as text, not patterns', () => {
    expect(withoutIdentifiers('a.b and axb', ['a.b'], pseudonym)).toBe(`${pseudonym} and axb`);
  });
});
