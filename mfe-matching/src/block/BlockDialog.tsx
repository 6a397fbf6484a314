import { useState } from 'react';
import { interestCalls } from '@dating/contracts';
import {
  api,
  errorMessage,
  translateServerMessage,
  useNotice,
  useTranslation,
} from '@dating/portal';
import { ConfirmDialog } from '@dating/ui';
import { matchingNamespace } from '../translations';

/** The member about to be blocked; the name when the page knows it, for the dialog's title. */
export interface BlockTarget {
  id: number;
  name: string | null;
}

export interface BlockDialogProps {
  viewerId: number;
  /** Open while a member is chosen, closed for null. */
  member: BlockTarget | null;
  /** The server has blocked the member. */
  onBlocked: (memberId: number) => void;
  onClose: () => void;
}

/**
 * Blocking (issue 13): a confirmation that says what blocking does, then the call and a notice
 * with the server's answer.
 */
export function BlockDialog({ viewerId, member, onBlocked, onClose }: BlockDialogProps) {
  const { t } = useTranslation(matchingNamespace);
  const notice = useNotice();
  const [busy, setBusy] = useState(false);

  async function block(target: BlockTarget) {
    setBusy(true);
    try {
      const result = await api.call(interestCalls.block, {
        user_id: viewerId,
        blocked_user_id: target.id,
      });
      notice.success(translateServerMessage(result));
      onBlocked(target.id);
    } catch (error) {
      notice.error(errorMessage(error));
    } finally {
      setBusy(false);
      onClose();
    }
  }

  return (
    <ConfirmDialog
      open={member !== null}
      title={member?.name ? t('block.titleNamed', { name: member.name }) : t('block.title')}
      text={t('block.confirm')}
      confirmLabel={t('block.action')}
      cancelLabel={t('common:action.cancel')}
      busy={busy}
      onConfirm={() => {
        if (member) void block(member);
      }}
      onCancel={() => {
        if (!busy) onClose();
      }}
    />
  );
}
