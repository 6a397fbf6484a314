import { Injectable } from '@nestjs/common';
import { Messages, ok, type Envelope, type RefTable, type UserChoice } from '@dating/contracts';
import { badRequest } from '@dating/server';
import { type Audit } from '../audit';
import { sectionOfList } from '../sections/section-answers';
import { ChoicesService } from './choices.service';
import { UserChoicesRepository } from './user-choices.repository';

export interface UserChoicesResult {
  status: 'OK';
  result: UserChoice[];
}

/** A member's answers one list at a time (SPEC.md §7's get-user-rf and create-user-sys-ref). */
@Injectable()
export class UserChoicesService {
  constructor(
    private readonly choices: ChoicesService,
    private readonly userChoices: UserChoicesRepository,
  ) {}

  async list(userId: number, table: RefTable): Promise<UserChoicesResult> {
    const rows = await this.userChoices.find(userId, table);
    return {
      status: 'OK',
      result: rows.map((row) => ({
        ref_table_code: row.refTableCode,
        ref_code: row.refCode,
        ref_desc: row.refDesc,
      })),
    };
  }

  async add(
    userId: number,
    choice: { table: RefTable; code: string; description: string | null },
    audit: Audit,
  ): Promise<Envelope> {
    if (!sectionOfList.has(choice.table)) throw badRequest(Messages.unknownTable);
    await this.choices.assertKnown([{ table: choice.table, codes: [choice.code] }]);
    await this.userChoices.add(userId, choice.table, choice.code, choice.description, audit);
    return ok(Messages.choiceSaved);
  }
}
