import { Inject, Injectable } from '@nestjs/common';
import { MemberStatus, type Language } from '@dating/contracts';
import { type Audit } from '@dating/server';
import { DataSource, type EntityManager, type Repository } from 'typeorm';
import { UserMemberEntity } from './user-member.entity';

/** A membership the scheduler changed, with what its e-mail needs. */
export interface MembershipChange {
  memberId: number;
  userId: number;
  memberEnd: Date;
  /** The language the member ordered in. */
  lang: Language;
  /** A later active membership follows on, so for the member nothing ends. */
  renewed: boolean;
}

interface ChangedRow {
  member_id: number;
  user_id: number;
  member_end: Date;
  lang: Language;
  renewed: boolean;
}

/** A later active membership follows on from m. */
const renewedSql = `EXISTS (SELECT 1 FROM user_member later
             WHERE later.user_id = m.user_id AND later.member_status = 'N'
               AND later.member_end > m.member_end)`;

const changedColumns = `
  RETURNING m.member_id, m.user_id, m.member_end,
    (SELECT o.lang FROM purchase_order o WHERE o.purchase_id = m.purchase_id) AS lang,
    ${renewedSql} AS renewed`;

/** The id of the event that tells the member, given only when nothing follows on. */
const noticeIdSql = `CASE WHEN ${renewedSql} THEN NULL ELSE gen_random_uuid() END`;

/** A membership's ending or end that is to be told (its event was not published yet). */
export interface MembershipNotice {
  kind: 'ending' | 'ended';
  eventId: string;
  memberId: number;
  userId: number;
  packageId: number;
  memberEnd: Date;
}

const changeOf = (row: ChangedRow): MembershipChange => ({
  memberId: row.member_id,
  userId: row.user_id,
  memberEnd: row.member_end,
  lang: row.lang,
  renewed: row.renewed,
});

/** USER_MEMBER rows. */
@Injectable()
export class MembershipsRepository {
  private readonly members: Repository<UserMemberEntity>;

  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {
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
   * Whether the member is a subscriber, and when their latest membership ends (null without
   * one): what svc-profile keeps for contact details. The end only moves later, since a renewal
   * follows on and expiry changes the status, not the end.
   */
  async standing(userId: number): Promise<{ active: boolean; activeUntil: Date | null }> {
    const [row] = await this.dataSource.query<{ active: boolean; active_until: Date | null }[]>(
      `SELECT coalesce(bool_or(member_status = $2), false) AS active, max(member_end) AS active_until
         FROM user_member WHERE user_id = $1`,
      [userId, MemberStatus.Active],
    );
    return { active: row?.active === true, activeUntil: row?.active_until ?? null };
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
        ${changedColumns}`,
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
        ${changedColumns}`,
      [now, horizon, audit.user, audit.process],
    )) as [ChangedRow[], number];
    return rows.map(changeOf);
  }

  /** The endings and ends whose events were not published yet, oldest first. */
  untold(): Promise<MembershipNotice[]> {
    return this.dataSource.query<MembershipNotice[]>(
      `SELECT 'ending' AS "kind", ending_event_id AS "eventId", member_id AS "memberId",
              user_id AS "userId", package_id AS "packageId", member_end AS "memberEnd"
         FROM user_member WHERE ending_event_id IS NOT NULL AND ending_told_at IS NULL
       UNION ALL
       SELECT 'ended', ended_event_id, member_id, user_id, package_id, member_end
         FROM user_member WHERE ended_event_id IS NOT NULL AND ended_told_at IS NULL
       ORDER BY "memberEnd", "memberId"`,
    );
  }

  /** The notice's event was published. */
  async told(notice: MembershipNotice, at: Date): Promise<void> {
    const column = notice.kind === 'ending' ? 'ending_told_at' : 'ended_told_at';
    await this.dataSource.query(`UPDATE user_member SET ${column} = $2 WHERE member_id = $1`, [
      notice.memberId,
      at,
    ]);
  }
}
