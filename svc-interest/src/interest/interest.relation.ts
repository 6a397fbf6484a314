import {
  assertUnreachable,
  type InterestAction,
  type InterestRelation,
  MessageCode,
} from '@dating/contracts';

/** The relation from the viewer's side, given who has an active interest in whom. */
export function relationOf(mine: boolean, theirs: boolean): InterestRelation {
  if (mine && theirs) return 'matched';
  if (mine) return 'interested';
  if (theirs) return 'interested-in-me';
  return 'none';
}

/** What the viewer may do in each relation (SPEC.md §4); 'ignore' on a match reads 'Unmatch'. */
export function actionsFor(relation: InterestRelation): InterestAction[] {
  switch (relation) {
    case 'none':
      return ['interest'];
    case 'interested':
      return ['ignore'];
    case 'interested-in-me':
      return ['match', 'ignore'];
    case 'matched':
      return ['ignore'];
    default:
      return assertUnreachable(relation);
  }
}

/**
 * What an action does to the rows between the viewer V and the other O: `activate` sets V→O
 * active (created or reactivated); `end` sets both V→O and O→V inactive.
 */
export type InterestEffect = 'activate' | 'end';

export type Transition =
  | { allowed: true; effect: InterestEffect; relation: InterestRelation }
  | { allowed: false; message: MessageCode };

const refuse = (message: MessageCode): Transition => ({ allowed: false, message });

/** The relation an action leads to, or why it does not fit the relation as it stands. */
export function transition(relation: InterestRelation, action: InterestAction): Transition {
  switch (action) {
    case 'interest':
      if (relation === 'none') return { allowed: true, effect: 'activate', relation: 'interested' };
      if (relation === 'interested') return refuse(MessageCode.alreadyInterested);
      if (relation === 'matched') return refuse(MessageCode.alreadyMatched);
      return refuse(MessageCode.answerTheirInterest);
    case 'match':
      if (relation === 'interested-in-me') {
        return { allowed: true, effect: 'activate', relation: 'matched' };
      }
      if (relation === 'matched') return refuse(MessageCode.alreadyMatched);
      return refuse(MessageCode.nothingToMatch);
    case 'ignore':
      if (relation === 'none') return refuse(MessageCode.nothingToIgnore);
      return { allowed: true, effect: 'end', relation: 'none' };
    default:
      return assertUnreachable(action);
  }
}
