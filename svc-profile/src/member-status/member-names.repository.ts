import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

const mostNames = 100;

export interface MemberName {
  user_id: number;
  name: string;
}

/** Members' profile names (user_info.name), hidden profiles included. */
@Injectable()
export class MemberNamesRepository {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  /** The first hundred members, by id, whose name contains `text` in any case. */
  findByName(text: string): Promise<MemberName[]> {
    const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;
    return this.dataSource.query<MemberName[]>(
      `SELECT user_id, name FROM user_info WHERE lower(name) LIKE $1 ORDER BY user_id LIMIT ${mostNames}`,
      [pattern],
    );
  }

  /** The names of those among `userIds` who have one. */
  async namesOf(userIds: readonly number[]): Promise<MemberName[]> {
    if (userIds.length === 0) return [];
    return this.dataSource.query<MemberName[]>(
      `SELECT user_id, name FROM user_info WHERE user_id = ANY($1) AND name <> ''`,
      [userIds],
    );
  }
}
