import { useId, useState, type FormEvent } from 'react';
import { searchSorts } from '@dating/contracts';
import { Button, Checkbox, cx, Field, SelectField } from '@dating/ui';
import { profileNamespace } from '../translations';
import {
  ageOptions,
  choiceFilterNames,
  genderFilters,
  hasMoreFilters,
  withAgeEnd,
  withAgeStart,
  type SearchFilter,
} from './searchQuery';
import type { SearchChoices } from './useSearchChoices';
import { useTranslation } from '@dating/portal';

const toOptions = (ages: number[]) =>
  ages.map((age) => ({ value: String(age), label: String(age) }));

/**
 * The radio filter (All, Man, Woman, Ladyboy, Transgender), the age range (18–99), the order,
 * and the other filters, which a phone folds under 'More filters'. A choice applies at once;
 * the country, typed, applies with Search (or Enter). A new applied filter (e.g. after Back)
 * replaces what was being edited, and unfolds the further filters when one of them is on.
 */
export function SearchFilters({
  filter,
  choices,
  onApply,
}: {
  /** The filter of the results shown: the same object until it changes. */
  filter: SearchFilter;
  choices: SearchChoices;
  onApply: (filter: SearchFilter) => void;
}) {
  const { t } = useTranslation(profileNamespace);
  const radioName = useId();
  const moreId = useId();
  const [draft, setDraft] = useState(filter);
  const [draftOf, setDraftOf] = useState(filter);
  const [moreOpen, setMoreOpen] = useState(() => hasMoreFilters(filter));
  if (draftOf !== filter) {
    setDraftOf(filter);
    setDraft(filter);
    if (hasMoreFilters(filter)) setMoreOpen(true);
  }

  function apply(next: SearchFilter) {
    setDraft(next);
    onApply(next);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    onApply(draft);
  }

  return (
    <form className="search-filters" onSubmit={submit}>
      <div className="search-filters__main">
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
                  checked={draft.gender_for === gender}
                  onChange={() => apply({ ...draft, gender_for: gender })}
                />
                <span>{t(`search.genders.${gender}`)}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className="search-filters__row">
          <SelectField
            label={t('search.ageStart')}
            options={toOptions(ageOptions())}
            value={String(draft.age_start)}
            onChange={(event) => apply(withAgeStart(draft, Number(event.target.value)))}
          />
          <SelectField
            label={t('search.ageEnd')}
            options={toOptions(ageOptions(draft.age_start))}
            value={String(draft.age_end)}
            onChange={(event) => apply(withAgeEnd(draft, Number(event.target.value)))}
          />
          <SelectField
            label={t('search.sort')}
            options={searchSorts.map((sort) => ({ value: sort, label: t(`search.sorts.${sort}`) }))}
            value={draft.sort ?? 'newest'}
            onChange={(event) =>
              apply({ ...draft, sort: event.target.value === 'active' ? 'active' : undefined })
            }
          />
        </div>
      </div>
      <button
        type="button"
        className="ui-button ui-button--secondary search-filters__toggle"
        aria-expanded={moreOpen}
        aria-controls={moreId}
        onClick={() => setMoreOpen((open) => !open)}
      >
        {t('search.moreFilters')}
      </button>
      <div
        id={moreId}
        className={cx('search-filters__more', !moreOpen && 'search-filters__more--closed')}
      >
        <div className="search-filters__row">
          <Field
            label={t('search.country')}
            type="search"
            maxLength={100}
            value={draft.country ?? ''}
            onChange={(event) => setDraft({ ...draft, country: event.target.value })}
          />
          {choiceFilterNames.map((name) => (
            <SelectField
              key={name}
              label={t(`search.choices.${name}`)}
              placeholder={t('search.allOptions')}
              options={choices[name]}
              value={draft[name] ?? ''}
              onChange={(event) => apply({ ...draft, [name]: event.target.value || undefined })}
            />
          ))}
        </div>
        <div className="search-filters__checks">
          <Checkbox
            label={t('search.hasPhoto')}
            checked={draft.has_photo === true}
            onChange={(event) => apply({ ...draft, has_photo: event.target.checked || undefined })}
          />
          <Checkbox
            label={t('search.verifiedOnly')}
            checked={draft.verified_only === true}
            onChange={(event) =>
              apply({ ...draft, verified_only: event.target.checked || undefined })
            }
          />
        </div>
      </div>
      <div className="search-filters__actions">
        <Button type="submit">{t('search.submit')}</Button>
      </div>
    </form>
  );
}
