import { Inject, Injectable } from '@nestjs/common';
import { isMultiChoice, type RefTable } from '@dating/contracts';
import { holdOffErasure, type Audit } from '@dating/server';
import { DataSource, In, type EntityManager, type Repository } from 'typeorm';
import { type ListAnswer } from './choice-options';
import { touchesSearchChoices } from './search-choices';
import { UserSysRefEntity } from './user-sys-ref.entity';

function choiceRow(
  userId: number,
  table: RefTable,
  code: string,
  description: string | null,
  audit: Audit,
): Partial<UserSysRefEntity> {
  return {
    userId,
    refTableCode: table,
    refCode: code,
    refDesc: description,
    activeFlag: 'Y',
    createUser: audit.user,
    createProcess: audit.process,
  };
}

/**
 * user_info.gender, kids, religion and education are search's copies of the member's choices
 * in those lists. Called inside the transaction that changed a choice, so the two never disagree.
 * A religion the member hides (person_info.hidden_fields) is not copied: a hidden special-category
 * answer is never matched by anyone's filter.
 */
async function syncSearchChoices(manager: EntityManager, userId: number): Promise<void> {
  await manager.query(
    `UPDATE user_info AS info
        SET gender = choice.gender, kids = choice.kids,
            religion = choice.religion, education = choice.education
       FROM (SELECT max(ref_code) FILTER (WHERE ref_table_code = 'GENDER' AND newest) AS gender,
                    max(ref_code) FILTER (WHERE ref_table_code = 'KIDS' AND newest) AS kids,
                    CASE WHEN EXISTS (SELECT 1 FROM person_info
                                       WHERE user_id = $1 AND 'religion' = ANY (hidden_fields))
                         THEN NULL
                         ELSE max(ref_code) FILTER (WHERE ref_table_code = 'RELIGION' AND newest)
                    END AS religion,
                    max(ref_code) FILTER (WHERE ref_table_code = 'EDUCATION' AND newest) AS education
               FROM (SELECT ref_table_code, ref_code,
                            id = max(id) OVER (PARTITION BY ref_table_code) AS newest
                       FROM user_sys_ref
                      WHERE user_id = $1
                        AND ref_table_code IN ('GENDER', 'KIDS', 'RELIGION', 'EDUCATION')) AS answers
            ) AS choice
      WHERE info.user_id = $1
        AND (info.gender, info.kids, info.religion, info.education)
            IS DISTINCT FROM (choice.gender, choice.kids, choice.religion, choice.education)`,
    [userId],
  );
}

async function deleteAnswers(
  manager: EntityManager,
  userId: number,
  tables: readonly RefTable[] | undefined,
): Promise<void> {
  if (tables === undefined) await manager.delete(UserSysRefEntity, { userId });
  else if (tables.length > 0)
    await manager.delete(UserSysRefEntity, { userId, refTableCode: In(tables) });
}

/** Deletes a member's answers to the given lists, inside the caller's transaction. */
export async function removeAnswers(
  manager: EntityManager,
  userId: number,
  tables: readonly RefTable[],
): Promise<void> {
  await deleteAnswers(manager, userId, tables);
  if (touchesSearchChoices(tables)) await syncSearchChoices(manager, userId);
}

/** Replaces a member's answers to the given lists, inside the caller's transaction. */
export async function replaceAnswers(
  manager: EntityManager,
  userId: number,
  answers: readonly ListAnswer[],
  audit: Audit,
): Promise<void> {
  const tables = answers.map((answer) => answer.table);
  await deleteAnswers(manager, userId, tables);
  const rows = answers.flatMap((answer) =>
    answer.codes.map((code) => choiceRow(userId, answer.table, code, null, audit)),
  );
  if (rows.length > 0) await manager.insert(UserSysRefEntity, rows);
  if (touchesSearchChoices(tables)) await syncSearchChoices(manager, userId);
}

/** A member's choices (USER_SYS_REF). */
@Injectable()
export class UserChoicesRepository {
  private readonly choices: Repository<UserSysRefEntity>;

  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {
    this.choices = dataSource.getRepository(UserSysRefEntity);
  }

  /** The member's choices, of one list or of all, in the order they were made. */
  find(userId: number, table?: RefTable): Promise<UserSysRefEntity[]> {
    return this.choices.find({
      where: table ? { userId, refTableCode: table } : { userId },
      order: { id: 'ASC' },
    });
  }

  /**
   * Adds one choice: a single-choice list's old answer goes, a multi list keeps its others.
   * 'erased', adding nothing, when the member was erased; 'refused' when `allowed` (asked in the
   * transaction, after the member's lock) says no.
   */
  add(
    userId: number,
    table: RefTable,
    code: string,
    description: string | null,
    audit: Audit,
    allowed: ((manager: EntityManager) => Promise<boolean>) | null = null,
  ): Promise<'added' | 'erased' | 'refused'> {
    return this.dataSource.transaction(async (manager) => {
      if ((await holdOffErasure(manager, [userId])).size > 0) return 'erased';
      if (allowed && !(await allowed(manager))) return 'refused';
      if (!isMultiChoice(table))
        await manager.delete(UserSysRefEntity, { userId, refTableCode: table });
      await manager
        .createQueryBuilder()
        .insert()
        .into(UserSysRefEntity)
        .values(choiceRow(userId, table, code, description, audit))
        .orIgnore()
        .execute();
      if (touchesSearchChoices([table])) await syncSearchChoices(manager, userId);
      return 'added';
    });
  }

  /** Deletes the member's choices, of some lists or of all. */
  async remove(userId: number, tables?: readonly RefTable[]): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await deleteAnswers(manager, userId, tables);
      if (touchesSearchChoices(tables)) await syncSearchChoices(manager, userId);
    });
  }
}
