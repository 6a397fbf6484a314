import { Injectable } from '@nestjs/common';
import {
  optionsTableOf,
  type ChoiceLabel,
  type ChoiceListResult,
  type Language,
  type RefTable,
  MessageCode,
  said,
} from '@dating/contracts';
import { badRequest } from '@dating/server';
import { firstUnknownCode, toChoiceLabel, toChoiceOption, type ListAnswer } from './choice-options';
import { type ReferenceEntity } from './reference.entity';
import { ReferenceRepository } from './reference.repository';

interface ChoiceList {
  options: readonly ReferenceEntity[];
  byCode: ReadonlyMap<string, ReferenceEntity>;
}

const emptyList: ChoiceList = { options: [], byCode: new Map() };

/**
 * The choice lists, read once and kept in memory: they change only by migration, which comes
 * with a new release (and so a restart).
 */
@Injectable()
export class ChoicesService {
  private cached: Promise<ReadonlyMap<RefTable, ChoiceList>> | undefined;

  constructor(private readonly references: ReferenceRepository) {}

  /** The options that answer `table`, sorted, labelled in `lang`. */
  async list(table: RefTable, lang: Language): Promise<ChoiceListResult> {
    const optionsTable = optionsTableOf(table);
    const { options } = await this.listOf(table);
    return {
      status: 'OK',
      ...said(MessageCode.choicesLoaded),
      result: options.map((option) => toChoiceOption(optionsTable, option, lang)),
    };
  }

  /** One option of `table` by its code: a result with that option, or an empty one. */
  async text(table: RefTable, code: string, lang: Language): Promise<ChoiceListResult> {
    const option = (await this.listOf(table)).byCode.get(code);
    return {
      status: 'OK',
      ...said(MessageCode.choicesLoaded),
      result: option ? [toChoiceOption(optionsTableOf(table), option, lang)] : [],
    };
  }

  /** Every code must be an option of its list: else 400 with SPEC's kind of message. */
  async assertKnown(answers: readonly ListAnswer[]): Promise<void> {
    const lists = await this.lists();
    const unknown = firstUnknownCode(
      answers,
      (table, code) => lists.get(optionsTableOf(table))?.byCode.has(code) ?? false,
    );
    if (unknown) throw badRequest(MessageCode.unknownChoice);
  }

  /** Labels a member's codes in `lang`. */
  async labeller(lang: Language): Promise<(table: RefTable, code: string) => ChoiceLabel> {
    const lists = await this.lists();
    return (table, code) =>
      toChoiceLabel(code, lists.get(optionsTableOf(table))?.byCode.get(code), lang);
  }

  private async listOf(table: RefTable): Promise<ChoiceList> {
    return (await this.lists()).get(optionsTableOf(table)) ?? emptyList;
  }

  private lists(): Promise<ReadonlyMap<RefTable, ChoiceList>> {
    this.cached ??= this.load().catch((error: unknown) => {
      this.cached = undefined;
      throw error;
    });
    return this.cached;
  }

  private async load(): Promise<ReadonlyMap<RefTable, ChoiceList>> {
    const rows = await this.references.activeOptions();
    const grouped = new Map<RefTable, ReferenceEntity[]>();
    for (const row of rows) {
      const options = grouped.get(row.refTableCode) ?? [];
      options.push(row);
      grouped.set(row.refTableCode, options);
    }
    return new Map(
      [...grouped].map(([table, options]) => [
        table,
        { options, byCode: new Map(options.map((option) => [option.refCode, option])) },
      ]),
    );
  }
}
