import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  mailKinds,
  type Language,
  type MailKind,
  type MailSettings,
  type RecipientKind,
} from '@dating/contracts';

/** The column of each kind: a fixed list, so no input ever reaches the SQL text. */
const column: Record<MailKind, string> = {
  match: 'match',
  digest: 'digest',
  subscription: 'subscription',
  warning: 'warning',
};

const allOn: MailSettings = { match: true, digest: true, subscription: true, warning: true };

export interface RecipientRow {
  user_id: number;
  username: string;
  email: string;
  lang: Language;
}

/** mail_preference: no row is every kind on; a row appears with the member's first change. */
@Injectable()
export class MailPreferences {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  async settings(userId: number): Promise<MailSettings> {
    const [row] = await this.dataSource.query<MailSettings[]>(
      `SELECT ${mailKinds.map((kind) => column[kind]).join(', ')}
         FROM mail_preference WHERE user_id = $1`,
      [userId],
    );
    return row ?? allOn;
  }

  /**
   * Sets the kinds given and keeps the others, in one statement; null when the account does
   * not exist.
   */
  async change(
    userId: number,
    changes: Partial<MailSettings>,
    at: Date,
  ): Promise<MailSettings | null> {
    const columns = mailKinds.map((kind) => column[kind]);
    const given = (index: number) => `$${index + 3}::boolean`;
    const [row] = await this.dataSource.query<MailSettings[]>(
      `INSERT INTO mail_preference (user_id, updated_at, ${columns.join(', ')})
       SELECT user_id, $2, ${columns.map((_, index) => `coalesce(${given(index)}, true)`).join(', ')}
         FROM user_login WHERE user_id = $1
       ON CONFLICT (user_id) DO UPDATE SET updated_at = excluded.updated_at,
         ${columns.map((name, index) => `${name} = coalesce(${given(index)}, mail_preference.${name})`).join(', ')}
       RETURNING ${columns.join(', ')}`,
      [userId, at, ...mailKinds.map((kind) => changes[kind] ?? null)],
    );
    return row ?? null;
  }

  /**
   * Of these members, the active ones with this kind on (every active one for a service mail);
   * their mails speak English by default.
   */
  recipients(userIds: readonly number[], kind: RecipientKind): Promise<RecipientRow[]> {
    const wanted = kind === 'service' ? 'true' : `coalesce(p.${column[kind]}, true)`;
    return this.dataSource.query<RecipientRow[]>(
      `SELECT u.user_id, u.username, u.email, coalesce(u.lang, 'en') AS lang
         FROM user_login u
         LEFT JOIN mail_preference p ON p.user_id = u.user_id
        WHERE u.user_id = ANY($1) AND u.active_flag = 'Y' AND ${wanted}
        ORDER BY u.user_id`,
      [[...userIds]],
    );
  }
}
