import {
  interestMessages as M,
  type InterestAction,
  type InterestRelation,
} from '@dating/contracts';
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
  const refused = (message: string): Transition => ({ allowed: false, message });

  const cases: [InterestRelation, InterestAction, Transition][] = [
    ['none', 'interest', activate('interested')],
    ['none', 'match', refused(M.nothingToMatch)],
    ['none', 'ignore', refused(M.nothingToIgnore)],
    ['interested', 'interest', refused(M.alreadyInterested)],
    ['interested', 'match', refused(M.nothingToMatch)],
    ['interested', 'ignore', end],
    ['interested-in-me', 'interest', refused(M.answerTheirInterest)],
    ['interested-in-me', 'match', activate('matched')],
    ['interested-in-me', 'ignore', end],
    ['matched', 'interest', refused(M.alreadyMatched)],
    ['matched', 'match', refused(M.alreadyMatched)],
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
