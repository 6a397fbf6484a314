import { profileCalls } from '@dating/contracts';
import { useCall, useLanguage, useNotice, useTranslation } from '@dating/portal';
import type { SelectOption } from '@dating/ui';
import { profileNamespace } from '../translations';
import { toSelectOptions } from '../wizard/form';
import type { ChoiceFilter } from './searchQuery';

export type SearchChoices = Record<ChoiceFilter, SelectOption[]>;

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
    kids: toSelectOptions(kids.data?.result, language),
    religion: toSelectOptions(religion.data?.result, language),
    education: toSelectOptions(education.data?.result, language),
  };
}
