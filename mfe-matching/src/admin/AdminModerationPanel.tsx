import './moderation.css';
import { useRef, useState } from 'react';
import { interestCalls, moderationPageSize, type ReportedMember } from '@dating/contracts';
import {
  api,
  errorMessage,
  LoadFailed,
  ReasonForm,
  useCall,
  useNotice,
  Link,
  useTranslation,
} from '@dating/portal';
import { Button, Loading } from '@dating/ui';
import { matchingNamespace } from '../translations';

/** What the admin is about to do to a reported member; each asks for a reason first. */
type Action =
  { kind: 'dismiss' | 'warn' | 'deactivated' } | { kind: 'photo-removed'; slot: number };

/** The photo slots the member's open reports name, each once, in order. */
function reportedSlots(member: ReportedMember): number[] {
  const slots = new Set<number>();
  for (const report of member.reports) if (report.photo_slot !== null) slots.add(report.photo_slot);
  return [...slots].sort((a, b) => a - b);
}

/**
 * What an action does, in one call: Dismiss and Warn close the reports (Warn mails the member);
 * Remove photo and Deactivate have the server remove the photo or deactivate the member first.
 */
async function act(member: ReportedMember, action: Action, reason: string): Promise<void> {
  const reported = { reported_user_id: member.user_id, reason };
  await api.call(
    interestCalls.adminReportResolve,
    action.kind === 'photo-removed'
      ? { ...reported, resolution: action.kind, slot: action.slot }
      : { ...reported, resolution: action.kind },
  );
}

/** /admin/moderation: open reports grouped by reported member, the longest waiting first. */
export default function AdminModerationPanel() {
  const { t } = useTranslation(matchingNamespace);
  const [page, setPage] = useState(1);
  const queue = useCall(interestCalls.adminReportQueue, { page });
  const heading = useRef<HTMLHeadingElement>(null);
  const pages = queue.data ? Math.max(1, Math.ceil(queue.data.total / moderationPageSize)) : 1;

  return (
    <section className="moderation" aria-labelledby="moderation-title">
      <h2 id="moderation-title" ref={heading} tabIndex={-1}>
        {t('moderation.title')}
      </h2>
      <p className="moderation__intro">{t('moderation.intro')}</p>
      {queue.error && !queue.data ? (
        <LoadFailed
          message={t('moderation.failed', { message: errorMessage(queue.error) })}
          onRetry={queue.reload}
        />
      ) : !queue.data ? (
        <Loading label={t('common:status.loading')} />
      ) : queue.data.items.length === 0 ? (
        <p>{t('moderation.empty')}</p>
      ) : (
        <>
          <p>
            {t('moderation.waiting', {
              members: queue.data.total,
              reports: queue.data.open_reports,
            })}
          </p>
          <ul className="moderation__members">
            {queue.data.items.map((member) => (
              <ReportedMemberItem
                key={member.user_id}
                member={member}
                onDone={() => {
                  queue.reload();
                  heading.current?.focus();
                }}
              />
            ))}
          </ul>
          {pages > 1 && (
            <nav className="moderation__pages" aria-label={t('moderation.title')}>
              <Button
                variant="secondary"
                disabled={page <= 1}
                onClick={() => setPage((current) => current - 1)}
              >
                {t('moderation.previous')}
              </Button>
              <span>{t('moderation.page', { page, pages })}</span>
              <Button
                variant="secondary"
                disabled={page >= pages}
                onClick={() => setPage((current) => current + 1)}
              >
                {t('moderation.next')}
              </Button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}

function ReportedMemberItem({ member, onDone }: { member: ReportedMember; onDone: () => void }) {
  const { t, i18n } = useTranslation(matchingNamespace);
  const notice = useNotice();
  const [action, setAction] = useState<Action | null>(null);
  const [busy, setBusy] = useState(false);
  const name = member.name || t('moderation.noName', { id: member.user_id });
  const titleId = `moderation-member-${member.user_id}`;
  const date = (iso: string) => new Date(iso).toLocaleString(i18n.language);

  async function confirm(chosen: Action, reason: string) {
    setBusy(true);
    try {
      await act(member, chosen, reason);
      notice.success(t(`moderation.done.${chosen.kind}`, { name }));
      onDone();
    } catch (error) {
      notice.error(errorMessage(error));
      setBusy(false);
    }
  }

  const reasonLabel = (chosen: Action) => {
    switch (chosen.kind) {
      case 'dismiss':
        return t('moderation.dismissReason', { name });
      case 'warn':
        return t('moderation.warnReason', { name });
      case 'deactivated':
        return t('moderation.deactivateReason', { name });
      case 'photo-removed':
        return t('moderation.removeReason', { name, slot: chosen.slot });
    }
  };
  const actionLabel = (chosen: Action) =>
    chosen.kind === 'photo-removed'
      ? t('moderation.removePhoto', { slot: chosen.slot })
      : t(`moderation.${chosen.kind === 'deactivated' ? 'deactivate' : chosen.kind}`);

  const actions: Action[] = [
    { kind: 'dismiss' },
    { kind: 'warn' },
    ...reportedSlots(member).map((slot): Action => ({ kind: 'photo-removed', slot })),
    { kind: 'deactivated' },
  ];

  return (
    <li className="moderation__member" aria-labelledby={titleId}>
      <div className="moderation__who">
        {member.card_url && (
          <img
            className="moderation__card"
            src={member.card_url}
            alt={t('moderation.cardOf', { name })}
          />
        )}
        <div>
          <h3 id={titleId} className="moderation__name">
            {name}
          </h3>
          <p>
            <Link to={`/admin/members/${member.user_id}`}>
              {t('moderation.memberPage', { name })}
            </Link>
          </p>
          <p>{t('moderation.openReports', { count: member.open_reports })}</p>
        </div>
      </div>
      <p className="moderation__reasons">
        {t('moderation.reasons')}:{' '}
        {member.reasons
          .map((entry) => `${t(`report.reasons.${entry.reason}`)} (${entry.count})`)
          .join(', ')}
      </p>
      <h4 className="moderation__subtitle">{t('moderation.reports')}</h4>
      <ul className="moderation__reports">
        {member.reports.map((report) => (
          <li key={report.report_id} className="moderation__report">
            <p className="moderation__by">
              {t('moderation.reportedBy', {
                reason: t(`report.reasons.${report.reason}`),
                name: report.reporter_name || t('moderation.noName', { id: report.reporter_id }),
                date: date(report.created_at),
              })}
            </p>
            <p className="moderation__text">{report.text ?? t('moderation.noText')}</p>
            {report.photo_slot !== null &&
              (report.photo_url ? (
                <a href={report.photo_url} target="_blank" rel="noreferrer">
                  <img
                    className="moderation__photo"
                    src={report.photo_url}
                    alt={t('moderation.photoOf', { slot: report.photo_slot, name })}
                  />
                </a>
              ) : (
                <p>{t('moderation.photoGone', { slot: report.photo_slot })}</p>
              ))}
            {report.conversation && (
              <details className="moderation__conversation">
                <summary>
                  {t('moderation.conversation', { count: report.conversation.length })}
                </summary>
                <ol className="moderation__messages">
                  {report.conversation.map((message) => (
                    <li key={message.id} className="moderation__message">
                      <p className="moderation__sender">
                        {message.sender_name || t('moderation.noName', { id: message.sender_id })}{' '}
                        <time dateTime={message.sent_at}>{date(message.sent_at)}</time>
                      </p>
                      <p className="moderation__said">
                        {message.removed ? <em>{t('moderation.removed')}</em> : message.text}
                      </p>
                    </li>
                  ))}
                </ol>
              </details>
            )}
          </li>
        ))}
      </ul>
      {action ? (
        <ReasonForm
          label={reasonLabel(action)}
          confirmLabel={actionLabel(action)}
          busy={busy}
          onCancel={() => setAction(null)}
          onConfirm={(reason) => void confirm(action, reason)}
        />
      ) : (
        <div
          className="moderation__actions"
          role="group"
          aria-label={t('moderation.actions', { name })}
        >
          {actions.map((choice) => (
            <Button
              key={choice.kind === 'photo-removed' ? `photo-${choice.slot}` : choice.kind}
              variant={choice.kind === 'dismiss' ? 'secondary' : 'danger'}
              onClick={() => setAction(choice)}
            >
              {actionLabel(choice)}
            </Button>
          ))}
        </div>
      )}
    </li>
  );
}
