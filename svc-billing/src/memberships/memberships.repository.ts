import { Inject, Injectable } from '@nestjs/common';
import { MemberStatus, type Language } from '@dating/contracts';
import { type Audit } from '@dating/server';
import { DataSource, type EntityManager, type Repository } from 'typeorm';
import { UserMemberEntity } from './user-member.entity';

/** A membership the scheduler changed, with what its e-mail needs. */
export interface MembershipChange {
  memberId: number;
  userId: number;
  packageId: number;
  memberEnd: Date;
  /** The language the member ordered in. */
  lang: Language;
  /** The id of the event telling the member; null when a renewal follows on (nothing ends). */
  noticeId: string | null;
}

interface ChangedRow {
  member_id: number;
  user_id: number;
  package_id: number;
  member_end: Date;
  lang: Language;
  notice_id: string | null;
}

/** A later active membership follows on from m. */
const renewedSql = `EXISTS (SELECT 1 FROM user_member later
             WHERE later.user_id = m.user_id AND later.member_status = 'N'
               AND later.member_end > m.member_end)`;

/** What a change returns; `noticeColumn` holds the id of the event that tells it. */
const changedColumns = (noticeColumn: 'ended_event_id' | 'ending_event_id') => `
  RETURNING m.member_id, m.user_id, m.package_id, m.member_end, m.${noticeColumn} AS notice_id,
    (SELECT o.lang FROM purchase_order o WHERE o.purchase_id = m.purchase_id) AS lang`;

/** The id of the event that tells the member, given only when nothing follows on. */
const noticeIdSql = `CASE WHEN ${renewedSql} THEN NULL ELSE gen_random_uuid() END`;

const changeOf = (row: ChangedRow): MembershipChange => ({
  memberId: row.member_id,
  userId: row.user_id,
  packageId: row.package_id,
  memberEnd: row.member_end,
  lang: row.lang,
  noticeId: row.notice_id,
});

/** USER_MEMBER rows. */
@Injectable()
export class MembershipsRepository {
  private readonly members: Repository<UserMemberEntity>;

  constructor(@Inject(DataSource) dataSource: DataSource) {
    this.members = dataSource.getRepository(UserMemberEntity);
  }

  listOwn(userId: number): Promise<UserMemberEntity[]> {
    return this.members.find({
      where: { userId },
      order: { memberStart: 'ASC', memberId: 'ASC' },
    });
  }

  /** SPEC.md §4: a member is a subscriber while any of their records is N. */
  isActive(userId: number): Promise<boolean> {
    return this.members.existsBy({ userId, memberStatus: MemberStatus.Active });
  }

  /**
   * N → E for every membership whose end has passed. One UPDATE … RETURNING: a row is returned
   * to exactly one caller, however many replicas run it at once, so each expiry is told once.
   * In the caller's transaction, which queues the members' e-mails.
   */
  async expireDue(manager: EntityManager, now: Date, audit: Audit): Promise<MembershipChange[]> {
    const [rows] = (await manager.query(
      `UPDATE user_member m
          SET member_status = 'E', update_user = $2, update_datetime = $1, update_process = $3,
              ended_event_id = ${noticeIdSql}
        WHERE m.member_status = 'N' AND m.member_end <= $1
        ${changedColumns('ended_event_id')}`,
      [now, audit.user, audit.process],
    )) as [ChangedRow[], number];
    return rows.map(changeOf);
  }

  /**
   * Marks, once each, the active memberships ending by `horizon` that were not reminded yet, in
   * the caller's transaction, which queues the reminders.
   */
  async remindDue(
    manager: EntityManager,
    now: Date,
    horizon: Date,
    audit: Audit,
  ): Promise<MembershipChange[]> {
    const [rows] = (await manager.query(
      `UPDATE user_member m
          SET reminder_sent_at = $1, update_user = $3, update_datetime = $1, update_process = $4,
              ending_event_id = ${noticeIdSql}
        WHERE m.member_status = 'N' AND m.member_end <= $2 AND m.member_end > $1
          AND m.reminder_sent_at IS NULL
        ${changedColumns('ending_event_id')}`,
      [now, horizon, audit.user, audit.process],
    )) as [ChangedRow[], number];
    return rows.map(changeOf);
  }
}
