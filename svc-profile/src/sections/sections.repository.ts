import { Inject, Injectable } from '@nestjs/common';
import { type SectionTable } from '@dating/contracts';
import { holdOffErasure, type Audit } from '@dating/server';
import { DataSource, type FindOptionsWhere } from 'typeorm';
import { type QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity.js';
import { type ListAnswer } from '../choices/choice-options';
import { UserSysRefEntity } from '../choices/user-sys-ref.entity';
import { removeAnswers, replaceAnswers } from '../choices/user-choices.repository';
import {
  recordConsentGiven,
  type ConsentRecord,
} from '../sensitive-consent/sensitive-consent.repository';
import { profileFlag } from '../visibility/visibility.repository';
import { listsOf } from './section-answers';
import { sectionEntities, type SectionColumns, type SpouseFacts } from './section-definitions';
import { type SectionRecord } from './section-record';
import { UserInfoEntity } from './user-info.entity';

export interface SectionSave<E extends SectionRecord> {
  userId: number;
  columns: SectionColumns<E>;
  hiddenFields: string[];
  answers: readonly ListAnswer[];
  audit: Audit;
  /** The special-category consent the save carries, logged with it, and when it was given. */
  consent: { record: ConsentRecord; at: Date } | null;
}

/** The four section tables; each save is one transaction with the section's choices. */
@Injectable()
export class SectionsRepository {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  /**
   * Inserts the member's row, or updates it keeping who created it and whether the profile is
   * hidden, and replaces the section's choices, logging the consent to its special-category
   * answers: all of it, or none of it. False, saving nothing, when the member was erased.
   */
  save<E extends SectionRecord>(entity: new () => E, save: SectionSave<E>): Promise<boolean> {
    const { userId, columns, hiddenFields, audit } = save;
    return this.dataSource.transaction(async (manager) => {
      if ((await holdOffErasure(manager, [userId])).size > 0) return false;
      const activeFlag = await profileFlag(manager, userId);
      const inserted = await manager
        .createQueryBuilder()
        .insert()
        .into(entity)
        .values({
          ...columns,
          userId,
          hiddenFields,
          activeFlag,
          createUser: audit.user,
          createProcess: audit.process,
        } as QueryDeepPartialEntity<E>)
        .orIgnore()
        .returning('user_id')
        .execute();
      if ((inserted.raw as unknown[]).length === 0) {
        await manager.update(
          entity,
          { userId } as FindOptionsWhere<E>,
          {
            ...columns,
            hiddenFields,
            updateUser: audit.user,
            updateDatetime: new Date(),
            updateProcess: audit.process,
          } as QueryDeepPartialEntity<E>,
        );
      }
      await replaceAnswers(manager, userId, save.answers, audit);
      if (save.consent)
        await recordConsentGiven(manager, userId, save.consent.record, save.consent.at);
      return true;
    });
  }

  /** Deletes a section's row and its choices together. */
  async remove(table: SectionTable, userId: number): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await manager.delete(sectionEntities[table], { userId });
      await removeAnswers(manager, userId, listsOf(table));
    });
  }

  /** Section 1's gender and country, or null when the member has no User Information yet. */
  async spouseFacts(userId: number): Promise<SpouseFacts | null> {
    const [info, gender] = await Promise.all([
      this.dataSource
        .getRepository(UserInfoEntity)
        .findOne({ where: { userId }, select: { userId: true, country: true } }),
      this.dataSource
        .getRepository(UserSysRefEntity)
        .findOne({ where: { userId, refTableCode: 'GENDER' } }),
    ]);
    return info ? { country: info.country, gender: gender?.refCode ?? null } : null;
  }
}
