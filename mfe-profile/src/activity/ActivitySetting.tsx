import './activity.css';
import { useId, useRef, useState } from 'react';
import { profileCalls } from '@dating/contracts';
import { api, errorMessage, LoadFailed, useCall, useTranslation } from '@dating/portal';
import { Checkbox, Loading } from '@dating/ui';
import { profileNamespace } from '../translations';

type SaveState = { kind: 'idle' } | { kind: 'saved' } | { kind: 'failed'; message: string };

/**
 * 'Show when I was last active' on My Profile: saved as soon as it changes. Off, others do not
 * see when the member was last active, and the member sees nobody's.
 */
export function ActivitySetting({ userId }: { userId: number }) {
  const { t } = useTranslation(profileNamespace);
  const titleId = useId();
  const hintId = useId();
  const loaded = useCall(profileCalls.activitySettingGet, { user_id: userId });
  const [chosen, setChosen] = useState<boolean | null>(null);
  const [saveState, setSaveState] = useState<SaveState>({ kind: 'idle' });
  // Only the latest change's answer counts when the member clicks again before it comes.
  const latest = useRef(0);
  const shown = chosen ?? loaded.data?.show_activity;

  async function save(show: boolean) {
    const attempt = ++latest.current;
    const before = shown ?? null;
    setChosen(show);
    setSaveState({ kind: 'idle' });
    try {
      const answer = await api.call(profileCalls.activitySettingSave, {
        user_id: userId,
        show_activity: show,
      });
      if (attempt !== latest.current) return;
      setChosen(answer.show_activity);
      setSaveState({ kind: 'saved' });
    } catch (error) {
      if (attempt !== latest.current) return;
      setChosen(before);
      setSaveState({ kind: 'failed', message: errorMessage(error) });
    }
  }

  return (
    <section className="activity-setting" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('activity.title')}</h2>
      {shown !== undefined ? (
        <>
          <Checkbox
            label={t('activity.show')}
            checked={shown}
            aria-describedby={hintId}
            onChange={(event) => void save(event.target.checked)}
          />
          <p id={hintId} className="activity-setting__hint">
            {t('activity.hint')}
          </p>
        </>
      ) : loaded.error ? (
        <LoadFailed
          message={t('activity.loadFailed', { message: errorMessage(loaded.error) })}
          onRetry={loaded.reload}
        />
      ) : (
        <Loading label={t('common:status.loading')} />
      )}
      <p role="status" className="activity-setting__state">
        {saveState.kind === 'saved' ? t('activity.saved') : ''}
      </p>
      {saveState.kind === 'failed' && (
        <p role="alert" className="activity-setting__problem">
          {t('activity.failed', { message: saveState.message })}
        </p>
      )}
    </section>
  );
}
