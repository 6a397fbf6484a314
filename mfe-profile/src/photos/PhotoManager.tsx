import { Button, FileButton, ImagePreview, ProgressBar } from '@dating/ui';
import { profileNamespace } from '../translations';
import { hasEmptySlot, type PhotoSlotState } from './slots';
import { imageAccept } from './upload';
import { useTranslation } from '@dating/portal';

export interface PhotoManagerProps {
  slots: readonly PhotoSlotState[];
  /** Upload progress (0 to 1) of the slots being saved, by img_seq. */
  progress: Readonly<Record<number, number>>;
  onPick: (file: File) => void;
  onRemove: (seq: number) => void;
  disabled: boolean;
}

/** EDIT mode's three photo slots, below User Information (SPEC.md §2). */
export function PhotoManager({ slots, progress, onPick, onRemove, disabled }: PhotoManagerProps) {
  const { t } = useTranslation(profileNamespace);
  const canAdd = hasEmptySlot(slots);
  return (
    <section className="profile-photos" aria-labelledby="profile-photos-title">
      <h3 id="profile-photos-title">{t('photos.title')}</h3>
      <ul className="profile-photos__slots">
        {slots.map((slot) => {
          const name = t('photos.slot', { seq: slot.seq });
          const sent = progress[slot.seq];
          return (
            <li key={slot.seq} className="profile-photos__slot" aria-label={name}>
              <ImagePreview src={slot.url} alt={name} size={160} />
              <span className="profile-photos__name">
                {name}
                {slot.status !== 'OK' && (
                  <span className="profile-badge">
                    {t(slot.status === 'NEW' ? 'photos.new' : 'photos.empty')}
                  </span>
                )}
              </span>
              {sent !== undefined && (
                <ProgressBar value={sent} label={t('photos.uploading', { seq: slot.seq })} />
              )}
              {slot.status !== 'FAILED' && (
                <Button
                  variant="ghost"
                  disabled={disabled}
                  aria-label={`${t('photos.remove')} ${slot.seq}`}
                  onClick={() => onRemove(slot.seq)}
                >
                  {t('photos.remove')}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      <FileButton
        accept={imageAccept}
        label={t('photos.add')}
        disabled={disabled || !canAdd}
        onPick={onPick}
      />
      {!canAdd && <p className="profile-hint">{t('photos.full')}</p>}
    </section>
  );
}
