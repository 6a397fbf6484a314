import { Inject, Injectable } from '@nestjs/common';
import {
  type ProfileDone,
  type RefTable,
  type SectionRowsResult,
  type SectionTable,
  MessageCode,
  said,
} from '@dating/contracts';
import { badRequest, CLOCK, unauthenticated, type Audit, type Clock } from '@dating/server';
import { ChoicesService } from '../choices/choices.service';
import { UserChoicesRepository } from '../choices/user-choices.repository';
import { PhotoGrants } from '../photos/photo-grants';
import { sectionAnswers } from './section-answers';
import { type SectionDefinition, type SectionInput } from './section-definitions';
import { type SectionRecord } from './section-record';
import { SectionRowsRepository, type RowTable } from './section-rows.repository';
import { SectionsRepository } from './sections.repository';

/** The four sections: checked in SPEC.md §5's order, stored whole with their choices. */
@Injectable()
export class SectionsService {
  constructor(
    private readonly sections: SectionsRepository,
    private readonly sectionRows: SectionRowsRepository,
    private readonly choices: ChoicesService,
    private readonly userChoices: UserChoicesRepository,
    private readonly grants: PhotoGrants,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** `input` has passed the section's schema; the rest of the checks, then one transaction. */
  async save<E extends SectionRecord, Input extends SectionInput>(
    section: SectionDefinition<E, Input>,
    input: Input,
    audit: Audit,
  ): Promise<ProfileDone> {
    if (section.crossCheck) {
      const issue = section.crossCheck(input, await this.sections.spouseFacts(input.user_id));
      if (issue) throw badRequest(issue);
    }
    const answers = sectionAnswers(section.table, input);
    await this.choices.assertKnown(answers);
    const consent = section.consent?.(input) ?? null;
    const saved = await this.sections.save(section.entity, {
      userId: input.user_id,
      columns: section.columns(input),
      hiddenFields: input.hidden_fields,
      answers,
      audit,
      consent: consent && { record: consent, at: this.clock.now() },
    });
    // The member's account was deleted while this session lasted.
    if (!saved) throw unauthenticated(MessageCode.invalidToken);
    return { status: 'OK', ...said(MessageCode.sectionSaved) };
  }

  async rows(table: RowTable, userId: number, activeFlag?: 'Y' | 'N'): Promise<SectionRowsResult> {
    const grant = await this.grants.signer();
    return { status: 'OK', result: await this.sectionRows.rows(table, userId, activeFlag, grant) };
  }

  /** A section's row with its choices, or the member's choices (of one list, with `subTable`). */
  async remove(
    table: SectionTable | 'USER_SYS_REF',
    userId: number,
    subTable?: RefTable,
  ): Promise<ProfileDone> {
    if (table === 'USER_SYS_REF') {
      await this.userChoices.remove(userId, subTable ? [subTable] : undefined);
    } else {
      await this.sections.remove(table, userId);
    }
    return { status: 'OK', ...said(MessageCode.sectionDeleted) };
  }
}
