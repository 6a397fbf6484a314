import {
  optionsTableOf,
  sensitiveConsent,
  sensitiveFields,
  type SectionTable,
} from '@dating/contracts';
import { useLanguage, useTranslation } from '@dating/portal';
import { Checkbox, CheckboxGroup, Field, SelectField, TextAreaField } from '@dating/ui';
import {
  isAsked,
  isRequired,
  sectionFields,
  type FieldDefinition,
  type SpouseFacts,
} from '../sections/fields';
import { profileNamespace } from '../translations';
import { toSelectOptions, type FieldValue, type SectionForm } from './form';
import { ageEndAfterStartChange, ageOptions, birthdateMax } from './rules';
import type { ChoiceLists } from './useChoices';

export interface SectionFieldsProps {
  table: SectionTable;
  form: SectionForm;
  choices: ChoiceLists;
  /** The first missing item: its label is red and bold. */
  invalidField: string | null;
  /** Section 1's gender and country: who is asked the questions meant for foreign men. */
  spouseFacts: SpouseFacts;
  onChange: (name: string, value: FieldValue) => void;
  onHiddenChange: (name: string, hidden: boolean) => void;
  /** The member ticked the consent to keep their special-category answers (issue 29). */
  consented: boolean;
  onConsentChange: (consented: boolean) => void;
}

/** The id of a field's control: the wizard focuses the first invalid one. */
export function fieldId(name: string): string {
  return `profile-field-${name}`;
}

const toAgeOptions = (ages: number[]) =>
  ages.map((age) => ({ value: String(age), label: String(age) }));

/** One section's questions, each hideable one with its "hide from others" toggle. */
export function SectionFields({
  table,
  form,
  choices,
  invalidField,
  spouseFacts,
  onChange,
  onHiddenChange,
  consented,
  onConsentChange,
}: SectionFieldsProps) {
  const { t } = useTranslation(profileNamespace);
  const [language] = useLanguage();

  const optionsOf = (field: FieldDefinition) =>
    toSelectOptions(field.table && choices[optionsTableOf(field.table)], language);

  function input(field: FieldDefinition) {
    const required = isRequired(field);
    const label = t(`field.${field.name}`);
    const invalid = invalidField === field.name;
    // The id is what the wizard focuses when this field is the first invalid one. A required
    // field's label carries a visible '*' (CSS) and its control aria-required.
    const common = {
      id: fieldId(field.name),
      className: required ? 'profile-field--required' : undefined,
      'aria-required': required || undefined,
    };
    const value = form.values[field.name] ?? '';
    const text = typeof value === 'string' ? value : '';
    const setText = (next: string) => onChange(field.name, next);

    switch (field.kind) {
      case 'choice':
        return (
          <SelectField
            {...common}
            label={label}
            invalid={invalid}
            placeholder={t('wizard.select')}
            options={optionsOf(field)}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        );
      case 'multi':
        return (
          <CheckboxGroup
            label={label}
            invalid={invalid}
            options={optionsOf(field)}
            value={Array.isArray(value) ? value : []}
            onChange={(next) => onChange(field.name, next)}
          />
        );
      case 'age': {
        const start = Number(form.values.age_start);
        return (
          <SelectField
            {...common}
            label={label}
            invalid={invalid}
            options={toAgeOptions(field.name === 'age_end' ? ageOptions(start) : ageOptions())}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              if (field.name === 'age_start') {
                const end = Number(form.values.age_end);
                onChange(
                  'age_end',
                  String(ageEndAfterStartChange(Number(event.target.value), end)),
                );
              }
            }}
          />
        );
      }
      case 'textarea':
        return (
          <TextAreaField
            {...common}
            label={label}
            invalid={invalid}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        );
      case 'date':
        return (
          <Field
            {...common}
            label={label}
            invalid={invalid}
            type="date"
            max={birthdateMax(new Date())}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        );
      case 'number':
        return (
          <Field
            {...common}
            label={label}
            invalid={invalid}
            type="number"
            inputMode="numeric"
            min={0}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        );
      default:
        return (
          <Field
            {...common}
            label={label}
            invalid={invalid}
            type={field.kind}
            {...(field.kind === 'tel' && {
              inputMode: 'tel' as const,
              autoComplete: 'tel',
              hint: t('wizard.phoneHint'),
            })}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        );
    }
  }

  const asked = sectionFields[table].filter((field) => isAsked(field.name, spouseFacts));
  const special: ReadonlySet<string> = new Set(sensitiveFields);
  const firstSpecial = asked.find((field) => special.has(field.name))?.name;

  // The consent's own words (their hash is logged with it), right above the first of the fields
  // it covers; its checkbox is what the wizard focuses when it is missing.
  const consent = (
    <div key="sensitive_consent" className="profile-fields__item profile-fields__consent">
      <p
        className={
          invalidField === 'sensitive_consent'
            ? 'profile-fields__consent-title ui-field__label--invalid'
            : 'profile-fields__consent-title'
        }
      >
        {t('wizard.sensitiveTitle')}
      </p>
      <Checkbox
        id={fieldId('sensitive_consent')}
        label={sensitiveConsent.texts[language]}
        checked={consented}
        aria-invalid={invalidField === 'sensitive_consent' || undefined}
        onChange={(event) => onConsentChange(event.target.checked)}
      />
    </div>
  );

  return (
    <div className="profile-fields">
      <p className="profile-fields__legend">{t('wizard.requiredLegend')}</p>
      {asked.flatMap((field) => [
        ...(field.name === firstSpecial ? [consent] : []),
        <div key={field.name} className="profile-fields__item">
          {input(field)}
          {field.hideable && (
            <Checkbox
              className="profile-fields__hide"
              label={t('wizard.hide')}
              aria-label={t('wizard.hideField', { field: t(`field.${field.name}`) })}
              checked={form.hidden.includes(field.name)}
              onChange={(event) => onHiddenChange(field.name, event.target.checked)}
            />
          )}
        </div>,
      ])}
    </div>
  );
}
