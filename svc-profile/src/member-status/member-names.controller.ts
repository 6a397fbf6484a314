import { Controller, Inject } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { profileCalls } from '@dating/contracts';
import { Handles, type Handled } from '@dating/server';

const mostNames = 100;

/** The admin's member search by profile name (asked by svc-auth), hidden profiles included. */
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
}
