import './interest.css';
import { useState } from 'react';
import {
  errorMessage,
  translateServerMessage,
  useNotice,
  LoadFailed,
  Link,
  useNavigate,
  useTranslation,
} from '@dating/portal';
import { Button, buttonClassName, ConfirmDialog, Loading } from '@dating/ui';
import { BlockDialog } from '../block/BlockDialog';
import { ReportDialog } from '../report/ReportDialog';
import { matchingNamespace } from '../translations';
import { interestButtons, offersSubscribe, type InterestButton } from './interestButtons';
import { takeAction } from './takeAction';
import { useInterestRelation } from './useInterestRelation';

export interface InterestActionsProps {
  viewerId: number;
  memberId: number;
  /** After an action changed the relation (the page shows the profile again). */
  onChanged: () => void;
}

/**
 * Another member's interest actions (SPEC.md §4), mounted by the profile page: the buttons the
 * relation allows, each after its confirmation, then 'Interest Finished' and the relation as it
 * now stands; 'Send a message' to a match, and 'Subscribe' for a matched viewer without a membership; 'Block' and 'Report' (which
 * also blocks), after which the profile is no longer shown, so the viewer goes to the blocked
 * members, where Unblock is; and the safe dating tips beside them. On a phone the interest
 * buttons are a bar at the bottom of the screen (interest.css), always in reach.
 */
export function InterestActions({ viewerId, memberId, onChanged }: InterestActionsProps) {
  const { t } = useTranslation(matchingNamespace);
  const notice = useNotice();
  const { state, viewerSubscribed, reload, settle } = useInterestRelation(viewerId, memberId);
  const matched = state.status === 'ready' && state.relation === 'matched';
  const [confirming, setConfirming] = useState<InterestButton | null>(null);
  const [busy, setBusy] = useState(false);
  const [blocking, setBlocking] = useState(false);
  const [reporting, setReporting] = useState(false);
  const navigate = useNavigate();

  if (state.status === 'loading') return <Loading label={t('common:status.loading')} />;
  if (state.status === 'failed') {
    return (
      <LoadFailed message={t('interest.failed', { message: state.message })} onRetry={reload} />
    );
  }

  async function run(button: InterestButton) {
    setBusy(true);
    try {
      const result = await takeAction(button.action, viewerId, memberId);
      settle(result);
      notice.success(translateServerMessage(result));
      onChanged();
    } catch (error) {
      notice.error(errorMessage(error));
      reload();
    } finally {
      setBusy(false);
      setConfirming(null);
    }
  }

  return (
    <div className="matching-interest">
      <div
        className="matching-interest__actions matching-interest__bar"
        role="group"
        aria-label={t('interest.actions')}
      >
        {interestButtons(state.relation, state.actions).map((button) => (
          <Button
            key={button.label}
            variant={button.action === 'ignore' ? 'secondary' : 'primary'}
            disabled={busy}
            onClick={() => setConfirming(button)}
          >
            {t(`interest.${button.label}`)}
          </Button>
        ))}
      </div>
      {matched && (
        <Link to={`/messages/${memberId}`} className={buttonClassName('secondary')}>
          {t('messages.sendMessage')}
        </Link>
      )}
      {offersSubscribe(state.relation, viewerSubscribed) && (
        <div className="matching-interest__subscribe">
          <Link to="/my-package" className={buttonClassName('primary')}>
            {t('interest.subscribe')}
          </Link>
          <p className="matching-interest__hint">{t('interest.subscribeHint')}</p>
        </div>
      )}
      <div className="matching-interest__safety">
        <Button variant="ghost" disabled={busy} onClick={() => setBlocking(true)}>
          {t('block.action')}
        </Button>
        <Button variant="ghost" disabled={busy} onClick={() => setReporting(true)}>
          {t('report.action')}
        </Button>
        <Link to="/safe-dating" className="matching-interest__tips">
          {t('report.safeDating')}
        </Link>
      </div>
      <BlockDialog
        viewerId={viewerId}
        member={blocking ? { id: memberId, name: null } : null}
        onBlocked={() => void navigate('/blocked-members')}
        onClose={() => setBlocking(false)}
      />
      <ReportDialog
        viewerId={viewerId}
        member={reporting ? { id: memberId, name: null } : null}
        onReported={() => void navigate('/blocked-members')}
        onClose={() => setReporting(false)}
      />
      <ConfirmDialog
        open={confirming !== null}
        title={confirming ? t(`interest.${confirming.label}`) : ''}
        text={confirming ? t(`interest.${confirming.confirm}`) : ''}
        confirmLabel={t('common:action.confirm')}
        cancelLabel={t('common:action.cancel')}
        busy={busy}
        onConfirm={() => {
          if (confirming) void run(confirming);
        }}
        onCancel={() => {
          if (!busy) setConfirming(null);
        }}
      />
    </div>
  );
}
