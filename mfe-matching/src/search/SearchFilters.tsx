import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@dating/ui';
import { matchingNamespace } from '../translations';
import {
  ageOptions,
  genderFilters,
  withAgeEnd,
  withAgeStart,
  type SearchFilter,
} from './searchQuery';

const toOptions = (ages: number[]) =>
  ages.map((age) => ({ value: String(age), label: String(age) }));

/** The radio filter (All, Man, Woman, Ladyboy, Transgender) and the age range, 18–99. */
export function SearchFilters({
  filter,
  onChange,
}: {
  filter: SearchFilter;
  onChange: (filter: SearchFilter) => void;
}) {
  const { t } = useTranslation(matchingNamespace);
  const radioName = useId();
  return (
    <form className="matching-filters" onSubmit={(event) => event.preventDefault()}>
      <fieldset className="ui-field ui-checkbox-group">
        <legend className="ui-field__label">{t('search.gender')}</legend>
        <div className="ui-checkbox-group__options">
          {genderFilters.map((gender) => (
            <label key={gender} className="ui-checkbox">
              <input
                type="radio"
                className="ui-checkbox__input"
                name={radioName}
                value={gender}
                checked={filter.gender_for === gender}
                onChange={() => onChange({ ...filter, gender_for: gender })}
              />
              <span>{t(`search.genders.${gender}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="matching-filters__ages">
        <SelectField
          label={t('search.ageStart')}
          options={toOptions(ageOptions())}
          value={String(filter.age_start)}
          onChange={(event) => onChange(withAgeStart(filter, Number(event.target.value)))}
        />
        <SelectField
          label={t('search.ageEnd')}
          options={toOptions(ageOptions(filter.age_start))}
          value={String(filter.age_end)}
          onChange={(event) => onChange(withAgeEnd(filter, Number(event.target.value)))}
        />
      </div>
      <label className="ui-checkbox">
        <input
          type="checkbox"
          className="ui-checkbox__input"
          checked={filter.verified_only === true}
          onChange={(event) => onChange({ ...filter, verified_only: event.target.checked })}
        />
        <span>{t('search.verifiedOnly')}</span>
      </label>
    </form>
  );
}
