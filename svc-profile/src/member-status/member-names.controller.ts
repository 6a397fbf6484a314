import { Controller, Inject } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { profileCalls } from '@dating/contracts';
import { Handles, type Handled } from '@dating/server';

const mostNames = 100;

/**
 * Profile names for other services, hidden profiles included: the admin's member search (asked
 * by svc-auth) and the names e-mails greet members by.
 */
@Controller()
export class MemberNamesController {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  @Handles(profileCalls.memberNamesFind)
  async find({ input }: Handled<typeof profileCalls.memberNamesFind>) {
    const pattern = `%${input.query.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;
    const members = await this.dataSource.query<{ user_id: number; name: string }[]>(
      `SELECT user_id, name FROM user_info WHERE lower(name) LIKE $1 ORDER BY user_id LIMIT ${mostNames}`,
      [pattern],
    );
    return { members };
  }

  @Handles(profileCalls.memberNamesGet)
  async names({ input }: Handled<typeof profileCalls.memberNamesGet>) {
    if (input.user_ids.length === 0) return { members: [] };
    const members = await this.dataSource.query<{ user_id: number; name: string }[]>(
      `SELECT user_id, name FROM user_info WHERE user_id = ANY($1) AND name <> ''`,
      [input.user_ids],
    );
    return { members };
  }
}
