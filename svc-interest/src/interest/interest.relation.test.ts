import { MessageCode, type InterestAction, type InterestRelation } from '@dating/contracts';
import { actionsFor, relationOf, transition, type Transition } from './interest.relation';

describe('relationOf', () => {
  it.each([
    [false, false, 'none'],
    [true, false, 'interested'],
    [false, true, 'interested-in-me'],
    [true, true, 'matched'],
  ] as const)('mine %s, theirs %s is %s', (mine, theirs, relation) => {
    expect(relationOf(mine, theirs)).toBe(relation);
  });
});

describe('actionsFor', () => {
  it.each([
    ['none', ['interest']],
    ['interested', ['ignore']],
    ['interested-in-me', ['match', 'ignore']],
    ['matched', ['ignore']],
  ] as const)('%s allows %j', (relation, actions) => {
    expect(actionsFor(relation)).toEqual(actions);
  });
});

describe('transition: every relation × action', () => {
  const activate = (relation: InterestRelation): Transition => ({
    allowed: true,
    effect: 'activate',
    relation,
  });
  const end: Transition = { allowed: true, effect: 'end', relation: 'none' };
  const refused = (message: MessageCode): Transition => ({ allowed: false, message });

  const cases: [InterestRelation, InterestAction, Transition][] = [
    ['none', 'interest', activate('interested')],
    ['none', 'match', refused(MessageCode.nothingToMatch)],
    ['none', 'ignore', refused(MessageCode.nothingToIgnore)],
    ['interested', 'interest', refused(MessageCode.alreadyInterested)],
    ['interested', 'match', refused(MessageCode.nothingToMatch)],
    ['interested', 'ignore', end],
    ['interested-in-me', 'interest', refused(MessageCode.answerTheirInterest)],
    ['interested-in-me', 'match', activate('matched')],
    ['interested-in-me', 'ignore', end],
    ['matched', 'interest', refused(MessageCode.alreadyMatched)],
    ['matched', 'match', refused(MessageCode.alreadyMatched)],
    ['matched', 'ignore', end],
  ];

  it.each(cases)('%s + %s', (relation, action, expected) => {
    expect(transition(relation, action)).toEqual(expected);
  });

  it('allows exactly the actions actionsFor offers', () => {
    const relations: InterestRelation[] = ['none', 'interested', 'interested-in-me', 'matched'];
    const actions: InterestAction[] = ['interest', 'match', 'ignore'];
    for (const relation of relations) {
      const allowed = actions.filter((action) => transition(relation, action).allowed);
      expect(allowed).toEqual(actionsFor(relation));
    }
  });
});
