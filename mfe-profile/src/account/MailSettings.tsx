import './mail.css';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { authCalls, mailKinds, type MailSettings, MessageCode } from '@dating/contracts';
import {
  api,
  errorMessage,
  LoadFailed,
  translateServerMessage,
  useCall,
  useLocation,
  useNotice,
  useTranslation,
} from '@dating/portal';
import { Button, Checkbox, Loading } from '@dating/ui';
import { profileNamespace } from '../translations';

/** Where the unsubscribe page sends a member: this section of the account page. */
export const mailSettingsHash = '#mail-settings';

/** The account page's "E-mail notifications": which kinds of e-mail the member gets. */
export function MailSettingsSection({ userId }: { userId: number }) {
  const { t } = useTranslation(profileNamespace);
  const { data, error, loading, reload } = useCall(authCalls.mailSettingsGet, { user_id: userId });
  const { hash } = useLocation();
  const title = useRef<HTMLHeadingElement>(null);
  const loaded = data !== undefined;

  // Once the settings are there (after the page has scrolled to its top), bring them into view.
  useEffect(() => {
    if (loaded && hash === mailSettingsHash) title.current?.focus();
  }, [loaded, hash]);

  let content;
  if (data) content = <MailSettingsForm userId={userId} saved={data.result} />;
  else if (error && !loading) {
    content = (
      <LoadFailed
        message={t('mail.settings.failed', { message: error.message })}
        onRetry={reload}
      />
    );
  } else content = <Loading label={t('common:status.loading')} />;

  return (
    <section id={mailSettingsHash.slice(1)} aria-labelledby="mail-settings-title">
      <h2 id="mail-settings-title" ref={title} tabIndex={-1}>
        {t('mail.settings.title')}
      </h2>
      {content}
    </section>
  );
}

function MailSettingsForm({ userId, saved }: { userId: number; saved: MailSettings }) {
  const { t } = useTranslation(profileNamespace);
  const notice = useNotice();
  const id = useId();
  const [settings, setSettings] = useState(saved);
  const [busy, setBusy] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const answer = await api.call(authCalls.mailSettingsUpdate, { user_id: userId, ...settings });
      setSettings(answer.result);
      notice.success(translateServerMessage(MessageCode.settingsSaved));
    } catch (error) {
      notice.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="ui-form account-mail-form" onSubmit={(event) => void save(event)}>
      <fieldset className="ui-checkbox-group account-mail">
        <legend className="ui-field__label">{t('mail.settings.legend')}</legend>
        {mailKinds.map((kind) => (
          <div key={kind} className="account-mail__kind">
            <Checkbox
              label={t(`mail.settings.${kind}`)}
              name={kind}
              checked={settings[kind]}
              aria-describedby={`${id}-${kind}`}
              onChange={(event) => setSettings({ ...settings, [kind]: event.target.checked })}
            />
            <p id={`${id}-${kind}`} className="ui-field__hint">
              {t(`mail.settings.${kind}Hint`)}
            </p>
          </div>
        ))}
      </fieldset>
      <Button type="submit" block loading={busy}>
        {t('mail.settings.save')}
      </Button>
    </form>
  );
}
