import { useCallback, useState } from 'react';
import {
  billingCalls,
  interestCalls,
  type InterestAction,
  type InterestRelation,
  type MembershipState,
} from '@dating/contracts';
import { useCall, useNotice } from '@dating/portal';

/** A relation and the actions it allows, as get-interest-relation and every action answer it. */
export interface RelationView {
  relation: InterestRelation;
  actions: InterestAction[];
}

export type RelationState =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | ({ status: 'ready' } & RelationView);

/**
 * The relation between the viewer and a member (`interestCalls.relationGet`), a way to set it
 * from an action's answer, and a way to read it again. A failure is also shown as a notice.
 */
export function useInterestRelation(viewerId: number, memberId: number) {
  const notice = useNotice();
  const read = useCall(
    interestCalls.relationGet,
    { user_id: viewerId, user_interest_id: memberId },
    { onError: (error) => notice.error(error.message) },
  );
  const [settled, setSettled] = useState<RelationView | null>(null);
  const { reload: readAgain } = read;

  const reload = useCallback(() => {
    setSettled(null);
    readAgain();
  }, [readAgain]);
  const settle = useCallback(
    ({ relation, actions }: RelationView) => setSettled({ relation, actions }),
    [],
  );
  return { state: relationState(settled, read), reload, settle };
}

function relationState(
  settled: RelationView | null,
  read: { data?: RelationView; error?: { message: string } },
): RelationState {
  if (settled) return { status: 'ready', ...settled };
  if (read.error) return { status: 'failed', message: read.error.message };
  if (read.data)
    return { status: 'ready', relation: read.data.relation, actions: read.data.actions };
  return { status: 'loading' };
}

/**
 * The viewer's membership (`billingCalls.membershipsList`) once `wanted`, or null while unknown.
 * A failure leaves it unknown, quietly: it only decides whether 'Subscribe' is offered.
 */
export function useMembership(viewerId: number, wanted: boolean): MembershipState['state'] | null {
  const { data } = useCall(billingCalls.membershipsList, wanted ? { user_id: viewerId } : null);
  return data?.membership.state ?? null;
}
