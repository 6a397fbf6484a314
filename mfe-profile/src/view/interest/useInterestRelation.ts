import { useCallback, useEffect, useState } from 'react';
import type {
  InterestAction,
  InterestRelation,
  MembershipsListResult,
  MembershipState,
  RelationResult,
} from '@dating/contracts';
import { api, errorMessage, useNotice } from '@dating/portal';

export type RelationState =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; relation: InterestRelation; actions: InterestAction[] };

/**
 * The relation between the viewer and a member (POST /api/get-interest-relation), a way to
 * set it from an action's answer, and a way to read it again.
 */
export function useInterestRelation(viewerId: number, memberId: number) {
  const notice = useNotice();
  const [state, setState] = useState<RelationState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    api
      .post<RelationResult>('/api/get-interest-relation', {
        user_id: viewerId,
        user_interest_id: memberId,
      })
      .then((result) => {
        if (current) setState({ status: 'ready', ...pick(result) });
      })
      .catch((error: unknown) => {
        if (!current) return;
        const message = errorMessage(error);
        setState({ status: 'failed', message });
        notice.error(message);
      });
    return () => {
      current = false;
    };
  }, [viewerId, memberId, attempt, notice]);

  const reload = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);
  const settle = useCallback(
    (result: Pick<RelationResult, 'relation' | 'actions'>) =>
      setState({ status: 'ready', ...pick(result) }),
    [],
  );
  return { state, reload, settle };
}

function pick({ relation, actions }: Pick<RelationResult, 'relation' | 'actions'>) {
  return { relation, actions };
}

/**
 * The viewer's membership (POST /api/get-user-members) once `wanted`, or null while unknown.
 * A failure leaves it unknown, quietly: it only decides whether 'Subscribe' is offered.
 */
export function useMembership(viewerId: number, wanted: boolean): MembershipState['state'] | null {
  const [membership, setMembership] = useState<MembershipState['state'] | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    api
      .post<MembershipsListResult>('/api/get-user-members', { user_id: viewerId })
      .then((result) => {
        if (current) setMembership(result.membership.state);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [viewerId, wanted]);
  return wanted ? membership : null;
}
