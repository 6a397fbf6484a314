import type { InterestAction, InterestRelation } from '@dating/contracts';

/** One interest button: the action it takes, its text and its confirmation (SPEC.md §4, §5). */
export interface InterestButton {
  action: InterestAction;
  label: 'interest' | 'ignore' | 'match' | 'unmatchIgnore' | 'unmatch';
  confirm: 'confirmInterest' | 'confirmMatch' | 'confirmIgnore';
}

const interest: InterestButton = {
  action: 'interest',
  label: 'interest',
  confirm: 'confirmInterest',
};
const match: InterestButton = { action: 'match', label: 'match', confirm: 'confirmMatch' };
const ignore = (label: InterestButton['label']): InterestButton => ({
  action: 'ignore',
  label,
  confirm: 'confirmIgnore',
});

const buttonsByRelation: Record<InterestRelation, readonly InterestButton[]> = {
  none: [interest],
  interested: [ignore('ignore')],
  'interested-in-me': [match, ignore('unmatchIgnore')],
  matched: [ignore('unmatch')],
};

/**
 * The buttons for a relation (SPEC.md §4): none → Interest; the viewer interested → Ignore; the
 * other interested in the viewer → Match and Unmatch/Ignore; matched → Unmatch. Only those whose
 * action the server allows.
 */
export function interestButtons(
  relation: InterestRelation,
  allowed: readonly InterestAction[],
): InterestButton[] {
  return buttonsByRelation[relation].filter((button) => allowed.includes(button.action));
}

/** 'Subscribe' is offered to a matched viewer known to have no membership now. */
export function offersSubscribe(relation: InterestRelation, subscribed: boolean | null): boolean {
  return relation === 'matched' && subscribed === false;
}
