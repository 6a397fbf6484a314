import { Injectable } from '@nestjs/common';
import {
  type CreateUserChoiceInput,
  type ProfileDone,
  type RefTable,
  type UserChoicesResult,
  isSensitiveList,
  MessageCode,
  said,
} from '@dating/contracts';
import { badRequest, unauthenticated, type Audit } from '@dating/server';
import { type EntityManager } from 'typeorm';
import { sectionOfList } from '../sections/section-answers';
import { SensitiveConsentRepository } from '../sensitive-consent/sensitive-consent.repository';
import { ChoicesService } from './choices.service';
import { UserChoicesRepository } from './user-choices.repository';

/** A member's answers one list at a time (SPEC.md §7's get-user-rf and create-user-sys-ref). */
@Injectable()
export class UserChoicesService {
  constructor(
    private readonly choices: ChoicesService,
    private readonly userChoices: UserChoicesRepository,
    private readonly consents: SensitiveConsentRepository,
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

  async add(choice: CreateUserChoiceInput, audit: Audit): Promise<ProfileDone> {
    const table = choice.ref_table_code;
    if (!sectionOfList.has(table)) throw badRequest(MessageCode.unknownTable);
    await this.choices.assertKnown([{ table, codes: [choice.ref_code] }]);
    // A special-category answer one at a time needs the consent a section save would log.
    const allowed = isSensitiveList(table)
      ? (manager: EntityManager) => this.consents.isGiven(manager, choice.user_id)
      : null;
    const added = await this.userChoices.add(
      choice.user_id,
      table,
      choice.ref_code,
      choice.ref_desc ?? null,
      audit,
      allowed,
    );
    // The member's account was deleted while this session lasted.
    if (added === 'erased') throw unauthenticated(MessageCode.invalidToken);
    if (added === 'refused') throw badRequest(MessageCode.sensitiveConsentRequired);
    return { status: 'OK', ...said(MessageCode.choiceSaved) };
  }
}
