import { useEffect, useState, type FormEvent } from 'react';
import { authCalls, currentAcceptance, MessageCode, pickedImageProblem } from '@dating/contracts';
import {
  api,
  ApiError,
  errorMessage,
  login,
  translateServerMessage,
  useNotice,
  useNavigate,
  useTranslation,
} from '@dating/portal';
import {
  Button,
  Checkbox,
  ConfirmDialog,
  Field,
  FileButton,
  ImagePreview,
  Modal,
  ProgressBar,
} from '@dating/ui';
import { imageAccept, savePhoto } from '../photos/upload';
import { profileNamespace } from '../translations';
import {
  checkAccount,
  type AccountField,
  type AccountForm as AccountValues,
} from '../wizard/validation';

/** SPEC.md §9: the account form's photo goes to slot 1 and is previewed as a 200 px circle. */
const accountPhotoSlot = 1;
const previewSize = 200;

interface ChosenPhoto {
  file: File;
  url: string;
}

const emptyAccount: AccountValues = { email: '', username: '', password: '', confirmPassword: '' };

type Document = 'terms' | 'privacy';
const documentPath: Record<Document, string> = { terms: '/terms', privacy: '/privacy' };
const notAccepted = {
  terms: MessageCode.termsNotAccepted,
  privacy: MessageCode.privacyNotAccepted,
} as const;

/**
 * Section 0, INSERT mode: create the account, log in behind the scenes (to upload the photo),
 * then ask whether to go on with the profile (`onContinue`) or log out and go to /login.
 */
export function AccountForm({ onContinue }: { onContinue: () => void }) {
  const { t } = useTranslation(profileNamespace);
  const notice = useNotice();
  const navigate = useNavigate();
  const [values, setValues] = useState(emptyAccount);
  const [photo, setPhoto] = useState<ChosenPhoto | null>(null);
  const [invalid, setInvalid] = useState<AccountField | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [complete, setComplete] = useState(false);
  const [accepted, setAccepted] = useState<Record<Document, boolean>>({
    terms: false,
    privacy: false,
  });
  const [unticked, setUnticked] = useState<Document | null>(null);

  useEffect(
    () => () => {
      if (photo) URL.revokeObjectURL(photo.url);
    },
    [photo],
  );

  function field(name: AccountField, type: string, autoComplete: string) {
    return (
      <Field
        label={t(`register.${name}`)}
        className="profile-field--required"
        aria-required
        name={name}
        type={type}
        autoComplete={autoComplete}
        hint={name === 'password' ? t('register.passwordRule') : undefined}
        value={values[name]}
        invalid={invalid === name}
        onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
      />
    );
  }

  /** A required box: "I accept the Terms of Use", the document's link opening in a new tab. */
  function acceptance(document: Document) {
    const text = document === 'terms' ? 'Terms' : 'Privacy';
    return (
      <Checkbox
        name={`accept_${document}`}
        className={unticked === document ? 'profile-accept--invalid' : undefined}
        aria-required
        aria-invalid={unticked === document}
        checked={accepted[document]}
        onChange={(event) => {
          const checked = event.target.checked;
          setAccepted((current) => ({ ...current, [document]: checked }));
          if (checked && unticked === document) setUnticked(null);
        }}
        label={
          <>
            {t(`register.accept${text}`)}{' '}
            <a href={documentPath[document]} target="_blank" rel="noreferrer">
              {t(`register.${document}Link`)}
              <span className="ui-visually-hidden"> {t('register.newTab')}</span>
            </a>
          </>
        }
      />
    );
  }

  function choose(file: File) {
    const problem = pickedImageProblem(file);
    if (problem) {
      notice.error(translateServerMessage(problem));
      return;
    }
    setPhoto({ file, url: URL.createObjectURL(file) });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = checkAccount(values);
    setInvalid(problem?.field ?? null);
    if (problem) {
      setUnticked(null);
      notice.error(translateServerMessage(problem.said));
      return;
    }
    const missing = (['terms', 'privacy'] as const).find((document) => !accepted[document]);
    setUnticked(missing ?? null);
    if (missing) {
      notice.error(translateServerMessage(notAccepted[missing]));
      return;
    }
    setConfirming(true);
  }

  async function create() {
    setBusy(true);
    const credentials = { username: values.username.trim(), password: values.password };
    try {
      await api.call(authCalls.userRegister, {
        email: values.email.trim(),
        ...credentials,
        ...currentAcceptance,
      });
      const session = await api.call(authCalls.login, credentials).catch((error: unknown) => {
        // The answer above is the same when the e-mail already had an account (its owner
        // was mailed), so only the login tells; say where to look.
        throw error instanceof ApiError && error.status === 401
          ? new Error(t('register.checkMail'))
          : error;
      });
      login(session.token, session.user_id, session.role);
      setConfirming(false);
      notice.success(translateServerMessage(MessageCode.accountCreatedConfirm));
      if (photo) await uploadPhoto(session.user_id, photo.file);
      setComplete(true);
    } catch (error) {
      setConfirming(false);
      notice.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  /** The account exists already: a refused photo is reported, and registration goes on. */
  async function uploadPhoto(userId: number, file: File) {
    setProgress(0);
    try {
      await savePhoto(userId, accountPhotoSlot, file, setProgress);
    } catch (error) {
      notice.error(errorMessage(error));
    } finally {
      setProgress(null);
    }
  }

  /** No (later): she stays signed in, and home's completeness card leads back to the wizard. */
  function later() {
    navigate('/');
  }

  return (
    <form className="profile-account" onSubmit={submit} noValidate>
      <p>{t('register.intro')}</p>
      {field('email', 'email', 'email')}
      {field('username', 'text', 'username')}
      {field('password', 'password', 'new-password')}
      {field('confirmPassword', 'password', 'new-password')}

      <div className="profile-account__photo">
        <p className="ui-field__label">{t('register.photo')}</p>
        {photo && (
          <ImagePreview src={photo.url} alt={t('register.photoPreview')} size={previewSize} round />
        )}
        {progress !== null && <ProgressBar value={progress} label={t('register.uploading')} />}
        <div className="profile-actions profile-actions--start">
          <FileButton
            accept={imageAccept}
            label={t('register.choosePhoto')}
            disabled={busy}
            onPick={choose}
          />
          {photo && (
            <Button variant="ghost" disabled={busy} onClick={() => setPhoto(null)}>
              {t('register.removePhoto')}
            </Button>
          )}
        </div>
      </div>

      <div className="profile-account__accept">
        {acceptance('terms')}
        {acceptance('privacy')}
      </div>

      <Button type="submit" block loading={busy}>
        {t('register.submit')}
      </Button>

      <ConfirmDialog
        open={confirming}
        title={t('wizard.confirmTitle')}
        text={t('wizard.confirmText')}
        confirmLabel={t('common:action.confirm')}
        cancelLabel={t('common:action.cancel')}
        busy={busy}
        onConfirm={() => void create()}
        onCancel={() => setConfirming(false)}
      />
      <Modal
        open={complete}
        title={t('register.completeTitle')}
        onClose={later}
        footer={
          <>
            <Button variant="secondary" onClick={later}>
              {t('register.no')}
            </Button>
            <Button onClick={onContinue}>{t('register.yes')}</Button>
          </>
        }
      >
        <p>{t('register.completeText')}</p>
      </Modal>
    </form>
  );
}
