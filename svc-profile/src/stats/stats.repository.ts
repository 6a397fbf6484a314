import { Inject, Injectable } from '@nestjs/common';
import { statsTimeZone } from '@dating/contracts';
import { DataSource } from 'typeorm';

export interface RegistrationRow {
  day: string;
  gender: string | null;
  country: string | null;
  /** 1 for a country row, 0 for a gender row (GROUPING(gender)). */
  by_country: number;
  count: number;
}

export interface WaitingRow {
  members_total: number;
  photos_waiting: number;
  verifications_waiting: number;
}

/** The admin dashboard's member figures, each a single indexed read. */
@Injectable()
export class StatsRepository {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  /**
   * Profiles created per day since `since` (a day in statsTimeZone), once per gender and once
   * per country, in one scan of user_info_created_idx (which carries gender and country).
   */
  registrations(since: string): Promise<RegistrationRow[]> {
    return this.dataSource.query<RegistrationRow[]>(
      `WITH created AS (
         SELECT to_char(create_datetime AT TIME ZONE $2, 'YYYY-MM-DD') AS day,
                gender, initcap(btrim(country)) AS country
           FROM user_info
          WHERE create_datetime >= ($1::date)::timestamp AT TIME ZONE $2)
       SELECT day, gender, country, GROUPING(gender) AS by_country, count(*)::int AS count
         FROM created
        GROUP BY GROUPING SETS ((day, gender), (day, country))
        ORDER BY day, count DESC`,
      [since, statsTimeZone],
    );
  }

  /** All profiles, and the two review queues' lengths (their partial indexes). */
  async waiting(): Promise<WaitingRow> {
    const [row] = await this.dataSource.query<WaitingRow[]>(
      `SELECT (SELECT count(*)::int FROM user_info) AS members_total,
              (SELECT count(*)::int FROM user_img WHERE review_status = 'pending') AS photos_waiting,
              (SELECT count(*)::int FROM photo_verification WHERE status = 'pending')
                AS verifications_waiting`,
    );
    return row ?? { members_total: 0, photos_waiting: 0, verifications_waiting: 0 };
  }
}
