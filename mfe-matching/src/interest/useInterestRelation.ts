import { useCallback, useState } from 'react';
import { interestCalls, type InterestAction, type InterestRelation } from '@dating/contracts';
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
 * The relation between the viewer and a member (`interestCalls.relationGet`), whether the viewer
 * has a membership (null until read), a way to set the relation from an action's answer, and a
 * way to read it again. A failure is also shown as a notice.
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
  // An action changes the relation, never the viewer's membership: the read's answer holds.
  const viewerSubscribed = read.data?.viewer_subscribed ?? null;
  return { state: relationState(settled, read), viewerSubscribed, reload, settle };
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
