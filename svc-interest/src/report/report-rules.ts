import {
  reportReasons,
  type ModerationMembersInput,
  type ModerationMembersResult,
  type ReportedMember,
  type ReportedMessage,
  type ReportReason,
  type SafetyReport,
} from '@dating/contracts';
import { type WrittenMessageRow } from '../conversation/conversation.repository';
import { type ReportStatus } from './report.entity';

/** A repeat report by the same reporter on the same member within this long is not stored again. */
export const repeatReportHours = 24;
/** A member's safety record lists at most this many reports each way. */
export const safetyReportLimit = 50;
/** The queue lists at most this many of a member's open reports (the oldest); counts cover all. */
export const queueReportsPerMember = 20;
/** The queue shows this many of an attached conversation's messages, the latest. */
export const reportedConversationMessages = 20;

/** A reported member on a page of the queue. */
export interface ReportedRow {
  reported_id: number;
  open_reports: number;
  first_reported_at: Date;
}

export interface ReasonCountRow {
  reported_id: number;
  reason: ReportReason;
  count: number;
}

/** A report as the queue and the safety record read it. */
export interface ReportRow {
  /** bigint: read as a string. */
  id: string;
  reporter_id: number;
  reported_id: number;
  reason: ReportReason;
  text: string | null;
  photo_slot: number | null;
  conversation_id: number | null;
  status: ReportStatus;
  created_at: Date;
  /** Set once the reporter's account was deleted (issue 29). */
  reporter_pseudonym: string | null;
  /** Set once the reported member's account was deleted. */
  reported_pseudonym: string | null;
}

/** The optional text as stored: nothing, or only spaces, is none. */
export function reportText(text: string | undefined): string | null {
  const trimmed = text?.trim() ?? '';
  return trimmed.length > 0 ? trimmed : null;
}

/** What the queue's page needs from svc-profile, asked in one call: names, cards and photos. */
export function moderationLookup(
  page: readonly ReportedRow[],
  reports: readonly ReportRow[],
): ModerationMembersInput {
  const userIds = new Set<number>(page.map((row) => row.reported_id));
  for (const report of reports) userIds.add(report.reporter_id);
  const photos = new Map<string, { user_id: number; slot: number }>();
  for (const report of reports) {
    if (report.photo_slot === null) continue;
    photos.set(`${report.reported_id}:${report.photo_slot}`, {
      user_id: report.reported_id,
      slot: report.photo_slot,
    });
  }
  return { user_ids: [...userIds], photos: [...photos.values()] };
}

/** The conversations attached to these reports, each once. */
export function attachedConversations(reports: readonly ReportRow[]): number[] {
  const ids = new Set<number>();
  for (const report of reports)
    if (report.conversation_id !== null) ids.add(report.conversation_id);
  return [...ids];
}

/**
 * The names moderators read: a member's profile name, else, once their account was deleted,
 * the pseudonym their reports keep.
 */
function namesWithPseudonyms(
  names: ReadonlyMap<number, string>,
  reports: readonly ReportRow[],
): Map<number, string> {
  const named = new Map<number, string>();
  for (const report of reports) {
    if (report.reporter_pseudonym !== null)
      named.set(report.reporter_id, report.reporter_pseudonym);
    if (report.reported_pseudonym !== null)
      named.set(report.reported_id, report.reported_pseudonym);
  }
  for (const [id, name] of names) named.set(id, name);
  return named;
}

/** Each attached conversation's messages, oldest first, their senders named. */
function conversationsOf(
  written: readonly WrittenMessageRow[],
  names: ReadonlyMap<number, string>,
): Map<number, ReportedMessage[]> {
  const byConversation = new Map<number, ReportedMessage[]>();
  const oldestFirst = [...written].sort((a, b) => Number(a.id) - Number(b.id));
  for (const row of oldestFirst) {
    const messages = byConversation.get(row.conversation_id) ?? [];
    messages.push({
      id: Number(row.id),
      sender_id: row.sender_id,
      sender_name: names.get(row.sender_id) ?? '',
      text: row.text ?? '',
      sent_at: row.sent_at.toISOString(),
      removed: row.text === null,
    });
    byConversation.set(row.conversation_id, messages);
  }
  return byConversation;
}

/** Reasons with their counts, the most given first (ties in the dialog's order). */
export function reasonCounts(
  rows: readonly Pick<ReasonCountRow, 'reason' | 'count'>[],
): { reason: ReportReason; count: number }[] {
  return rows
    .filter((row) => row.count > 0)
    .map((row) => ({ reason: row.reason, count: row.count }))
    .sort(
      (a, b) =>
        b.count - a.count || reportReasons.indexOf(a.reason) - reportReasons.indexOf(b.reason),
    );
}

/**
 * The queue's page: each reported member, in the page's order, with their reasons counted and
 * their open reports oldest first, reporters named, reported photos shown as they are now and
 * attached conversations' latest messages (`written`). A member svc-profile has no profile for
 * keeps an empty name (the panel says so).
 */
export function reportedMembers(
  page: readonly ReportedRow[],
  reasons: readonly ReasonCountRow[],
  reports: readonly ReportRow[],
  looked: ModerationMembersResult,
  written: readonly WrittenMessageRow[],
): ReportedMember[] {
  const members = new Map(looked.members.map((member) => [member.user_id, member]));
  const photos = new Map(
    looked.photos.map((photo) => [`${photo.user_id}:${photo.slot}`, photo.url]),
  );
  const names = namesWithPseudonyms(
    new Map(looked.members.map((member) => [member.user_id, member.name])),
    reports,
  );
  const conversations = conversationsOf(written, names);
  return page.map((row) => {
    const member = members.get(row.reported_id);
    return {
      user_id: row.reported_id,
      name: names.get(row.reported_id) ?? '',
      card_url: member?.card_url ?? null,
      open_reports: row.open_reports,
      reasons: reasonCounts(reasons.filter((reason) => reason.reported_id === row.reported_id)),
      reports: reports
        .filter((report) => report.reported_id === row.reported_id)
        .sort(
          (a, b) => a.created_at.getTime() - b.created_at.getTime() || Number(a.id) - Number(b.id),
        )
        .map((report) => ({
          report_id: Number(report.id),
          reporter_id: report.reporter_id,
          reporter_name: names.get(report.reporter_id) ?? '',
          reason: report.reason,
          text: report.text,
          photo_slot: report.photo_slot,
          photo_url:
            report.photo_slot === null
              ? null
              : (photos.get(`${report.reported_id}:${report.photo_slot}`) ?? null),
          conversation:
            report.conversation_id === null
              ? null
              : (conversations.get(report.conversation_id) ?? []),
          created_at: report.created_at.toISOString(),
        })),
      first_reported_at: row.first_reported_at.toISOString(),
    };
  });
}

/**
 * A member's reports for their admin page: `made` names the reported member as the other,
 * `received` the reporter.
 */
export function safetyReports(
  rows: readonly ReportRow[],
  side: 'made' | 'received',
  names: ReadonlyMap<number, string>,
): SafetyReport[] {
  const named = namesWithPseudonyms(names, rows);
  return rows.map((row) => {
    const other = side === 'made' ? row.reported_id : row.reporter_id;
    return {
      report_id: Number(row.id),
      other_user_id: other,
      other_name: named.get(other) ?? '',
      reason: row.reason,
      text: row.text,
      status: row.status,
      created_at: row.created_at.toISOString(),
    };
  });
}
