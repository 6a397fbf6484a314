import { profileCalls, type ChoiceOption, type Language } from '@dating/contracts';
import { useCall, useLanguage, useNotice, useTranslation } from '@dating/portal';
import type { SelectOption } from '@dating/ui';
import { profileNamespace } from '../translations';
import type { ChoiceFilter } from './searchQuery';

export type SearchChoices = Record<ChoiceFilter, SelectOption[]>;

/** A choice list's options for a drop-down, labelled in the interface's language. */
export function choiceOptions(
  options: readonly ChoiceOption[] | undefined,
  language: Language,
): SelectOption[] {
  return (options ?? []).map((option) => ({
    value: option.REFERENCE_CODE,
    label: option.labels[language] || option.REFERENCE_VALUE_2_TEXT,
  }));
}

/**
 * The options of the KIDS, RELIGION and EDUCATION filters (the lists the profile's sections
 * use); a list that cannot be read offers only 'All', and says why in a notice.
 */
export function useSearchChoices(): SearchChoices {
  const { t } = useTranslation(profileNamespace);
  const [language] = useLanguage();
  const notice = useNotice();
  const onError = (error: { message: string }) =>
    notice.error(t('search.choicesFailed', { message: error.message }));
  const kids = useCall(profileCalls.choicesList, { refTable: 'KIDS' }, { onError });
  const religion = useCall(profileCalls.choicesList, { refTable: 'RELIGION' }, { onError });
  const education = useCall(profileCalls.choicesList, { refTable: 'EDUCATION' }, { onError });
  return {
    kids: choiceOptions(kids.data?.result, language),
    religion: choiceOptions(religion.data?.result, language),
    education: choiceOptions(education.data?.result, language),
  };
}
