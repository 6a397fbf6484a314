import {
  type ChoiceLabel,
  type ChoiceOption,
  type Language,
  type RefTable,
} from '@dating/contracts';

export interface LabelledOption {
  refCode: string;
  labelEn: string;
  labelTh: string;
  labelNo: string;
}

export function labelsOf(option: LabelledOption): Record<Language, string> {
  return { en: option.labelEn, th: option.labelTh, no: option.labelNo };
}

/**
 * SPEC.md §3's option: REFERENCE_VALUE_2_TEXT is the label in the caller's language;
 * REFERENCE_VALUE_3_TEXT carries it too for ACTIVE_FLAG (the yes/no lists), null elsewhere.
 */
export function toChoiceOption(
  optionsTable: RefTable,
  option: LabelledOption,
  lang: Language,
): ChoiceOption {
  const labels = labelsOf(option);
  return {
    REFERENCE_CODE: option.refCode,
    REFERENCE_VALUE_2_TEXT: labels[lang],
    REFERENCE_VALUE_3_TEXT: optionsTable === 'ACTIVE_FLAG' ? labels[lang] : null,
    labels,
  };
}

/** A code as a viewer reads it; a code no longer listed keeps the code as its label. */
export function toChoiceLabel(
  code: string,
  option: LabelledOption | undefined,
  lang: Language,
): ChoiceLabel {
  return { code, label: option ? labelsOf(option)[lang] : code };
}

/** A member's answer to one list: no code, one, or several for a multi-choice list. */
export interface ListAnswer {
  table: RefTable;
  codes: string[];
}

/** The first answer whose code is not an option of its list, or null when all are. */
export function firstUnknownCode(
  answers: readonly ListAnswer[],
  isOption: (table: RefTable, code: string) => boolean,
): { table: RefTable; code: string } | null {
  for (const answer of answers) {
    const code = answer.codes.find((candidate) => !isOption(answer.table, candidate));
    if (code !== undefined) return { table: answer.table, code };
  }
  return null;
}
