import { pickedImageProblem } from '@dating/contracts';
import { useEffect, useState, type FormEvent } from 'react';
import type { ProfileView } from '@dating/contracts';
import {
  errorMessage,
  translateServerMessage,
  useLanguage,
  useNotice,
  LoadFailed,
  Navigate,
  useNavigate,
  useTranslation,
} from '@dating/portal';
import { Button, ConfirmDialog, Loading, Stepper } from '@dating/ui';
import { PhotoManager } from '../photos/PhotoManager';
import { PhotoRemovalNotices } from '../review/PhotoRemovalNotices';
import {
  photoChanges,
  photoDeleted,
  photoUploaded,
  pickPhoto,
  removePhoto,
  slotsFromView,
} from '../photos/slots';
import { deletePhoto, savePhoto } from '../photos/upload';
import { choiceTablesOf, indexOfSection, sectionAt, wizardSections } from '../sections/fields';
import { profileNamespace } from '../translations';
import { useProfile } from '../view/useProfile';
import { formBody, formsFromView, userInfoOf, type FieldValue } from './form';
import {
  afterSave,
  confirmsBeforeSaving,
  previousSection,
  primaryAction,
  showsBack,
  showsStepper,
  wizardDelays,
  type WizardMode,
} from './rules';
import { withDateInfoDefaults } from './defaults';
import { fieldId, SectionFields } from './SectionFields';
import { saveSection } from './saveSection';
import { useChoices } from './useChoices';
import { checkSection, type CheckedSection } from './validation';

const primaryLabels = { NEXT: 'wizard.next', REGISTER: 'wizard.register', SAVE: 'wizard.save' };

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface WizardProps {
  mode: Exclude<WizardMode, 'INSERT'>;
  /** The member whose profile it is; null when the session is gone. */
  userId: number | null;
  /** The section to open, 1–4. */
  section: number;
}

/** The profile wizard, sections 1–4: loads what is saved (one call), then the form. */
export function Wizard({ mode, userId, section }: WizardProps) {
  if (userId === null) return <Navigate to="/login" replace />;
  return <LoadedWizard mode={mode} userId={userId} section={section} />;
}

function LoadedWizard({ mode, userId, section }: WizardProps & { userId: number }) {
  const { t } = useTranslation('common');
  // 404: nothing is saved yet, so the member starts from empty sections.
  const { state, reload } = useProfile(userId, { notFoundIsEmpty: true });
  if (state.status === 'loading') return <Loading label={t('status.loading')} />;
  if (state.status === 'failed' && state.httpStatus !== 404) {
    return (
      <LoadFailed
        message={t('profile:view.fetchError', { message: state.message })}
        onRetry={reload}
      />
    );
  }
  const profile = state.status === 'ready' ? state.profile : null;
  return <WizardForm mode={mode} userId={userId} initialSection={section} profile={profile} />;
}

/**
 * Date Information never saved: defaults that find people on the first search, from section 1's
 * answers (see `withDateInfoDefaults`); a saved section is the member's own choice.
 */
function withDefaults(
  forms: ReturnType<typeof formsFromView>,
  profile: ProfileView | null,
): ReturnType<typeof formsFromView> {
  if (profile?.sections.DATE_INFO) return forms;
  return {
    ...forms,
    DATE_INFO: withDateInfoDefaults(forms.DATE_INFO, forms.USER_INFO, new Date()),
  };
}

interface WizardFormProps {
  mode: Exclude<WizardMode, 'INSERT'>;
  userId: number;
  initialSection: number;
  profile: ProfileView | null;
}

function WizardForm({ mode, userId, initialSection, profile }: WizardFormProps) {
  const { t } = useTranslation(profileNamespace);
  const notice = useNotice();
  const navigate = useNavigate();
  const [section, setSection] = useState(initialSection);
  const [forms, setForms] = useState(() => withDefaults(formsFromView(profile), profile));
  const [slots, setSlots] = useState(() => slotsFromView(profile?.photos ?? []));
  const [progress, setProgress] = useState<Record<number, number>>({});
  const [invalidField, setInvalidField] = useState<string | null>(null);
  // Bumped on each failed step, so the same invalid field is brought into view again.
  const [focusRequest, setFocusRequest] = useState(0);
  const [busy, setBusy] = useState<'next' | 'back' | null>(null);
  const [pending, setPending] = useState<CheckedSection | null>(null);
  // Ticked per section, on this visit: the consent is asked again each time the step is saved.
  const [consented, setConsented] = useState<Partial<Record<string, boolean>>>({});
  const [language] = useLanguage();
  const table = sectionAt(section);
  const choices = useChoices(choiceTablesOf(table));
  const withPhotos = mode === 'EDIT' && table === 'USER_INFO';

  // On the phone the first invalid field is far below the banner: bring it into view, focused.
  // This runs after the banner's own scroll (the notices come first in the page), so the field
  // is what stays in view; the banner stays up to read.
  useEffect(() => {
    if (focusRequest === 0 || invalidField === null) return;
    const element = document.getElementById(fieldId(invalidField));
    if (!element) return;
    element.focus({ preventScroll: true });
    if (typeof element.scrollIntoView === 'function') {
      element.scrollIntoView({ block: 'center' });
    }
  }, [focusRequest, invalidField]);

  function change(name: string, value: FieldValue) {
    setForms((current) => ({
      ...current,
      [table]: { ...current[table], values: { ...current[table].values, [name]: value } },
    }));
  }

  function changeHidden(name: string, hidden: boolean) {
    setForms((current) => {
      const others = current[table].hidden.filter((field) => field !== name);
      return {
        ...current,
        [table]: { ...current[table], hidden: hidden ? [...others, name] : others },
      };
    });
  }

  function pick(file: File) {
    const problem = pickedImageProblem(file);
    if (problem) {
      notice.error(translateServerMessage(problem));
      return;
    }
    setSlots((current) => pickPhoto(current, file, URL.createObjectURL(file)));
  }

  function remove(seq: number) {
    const preview = slots.find((slot) => slot.seq === seq && slot.status === 'NEW')?.url;
    if (preview) URL.revokeObjectURL(preview);
    setSlots((current) => removePhoto(current, seq));
  }

  async function savePhotos() {
    const { upload, remove: deleted } = photoChanges(slots);
    for (const seq of deleted) {
      await deletePhoto(userId, seq);
      setSlots((current) => photoDeleted(current, seq));
    }
    for (const { seq, file } of upload) {
      const track = (sent: number) => setProgress((current) => ({ ...current, [seq]: sent }));
      try {
        await savePhoto(userId, seq, file, track);
        setSlots((current) => photoUploaded(current, seq));
      } finally {
        setProgress(({ [seq]: _done, ...rest }) => rest);
      }
    }
  }

  async function save(checked: CheckedSection) {
    setBusy('next');
    if (mode !== 'EDIT') await wait(wizardDelays.nextMs);
    try {
      const result = await saveSection(checked);
      if (withPhotos) await savePhotos();
      if (result.message) notice.success(translateServerMessage(result));
      setPending(null);
      setBusy(null);
      const next = afterSave(section, mode);
      if ('leaveTo' in next) {
        navigate(next.leaveTo);
      } else {
        if (next.section === indexOfSection('DATE_INFO')) {
          setForms((current) => withDefaults(current, profile));
        }
        setSection(next.section);
        window.scrollTo({ top: 0 });
      }
    } catch (error) {
      setPending(null);
      setBusy(null);
      notice.error(errorMessage(error));
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const body = formBody(forms[table], userId, consented[table] ? language : null);
    const check = checkSection(table, body, userInfoOf(forms.USER_INFO));
    if (!check.ok) {
      setInvalidField(check.problem.field);
      setFocusRequest((count) => count + 1);
      notice.error(translateServerMessage(check.problem.said));
      return;
    }
    setInvalidField(null);
    if (confirmsBeforeSaving(section, mode)) setPending(check);
    else void save(check);
  }

  async function back() {
    setBusy('back');
    await wait(wizardDelays.backMs);
    setInvalidField(null);
    setSection(previousSection(section));
    setBusy(null);
  }

  return (
    <form className="profile-wizard" onSubmit={submit} noValidate>
      {showsStepper(section, mode) && (
        <Stepper
          steps={wizardSections.map((step) => t(`section.${step}`))}
          current={section - 1}
          label={t('wizard.steps')}
        />
      )}
      <h2>{t(`section.${table}`)}</h2>
      <SectionFields
        table={table}
        form={forms[table]}
        choices={choices}
        invalidField={invalidField}
        spouseFacts={userInfoOf(forms.USER_INFO)}
        onChange={change}
        onHiddenChange={changeHidden}
        consented={consented[table] === true}
        onConsentChange={(ticked) => setConsented((current) => ({ ...current, [table]: ticked }))}
      />
      {withPhotos && <PhotoRemovalNotices userId={userId} />}
      {withPhotos && (
        <PhotoManager
          slots={slots}
          progress={progress}
          onPick={pick}
          onRemove={remove}
          disabled={busy !== null}
        />
      )}
      <div className="profile-actions">
        {mode === 'EDIT' && (
          <Button
            variant="secondary"
            disabled={busy !== null}
            onClick={() => navigate('/my-profile')}
          >
            {t('wizard.cancel')}
          </Button>
        )}
        {showsBack(section, mode) && (
          <Button
            variant="secondary"
            loading={busy === 'back'}
            disabled={busy !== null}
            onClick={() => void back()}
          >
            {t('wizard.back')}
          </Button>
        )}
        <Button type="submit" loading={busy === 'next'} disabled={busy !== null}>
          {t(primaryLabels[primaryAction(section, mode)])}
        </Button>
      </div>
      <ConfirmDialog
        open={pending !== null}
        title={t('wizard.confirmTitle')}
        text={t('wizard.confirmText')}
        confirmLabel={t('common:action.confirm')}
        cancelLabel={t('common:action.cancel')}
        busy={busy === 'next'}
        onConfirm={() => {
          if (pending) void save(pending);
        }}
        onCancel={() => setPending(null)}
      />
    </form>
  );
}
