import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  profileCalls,
  type PhotoView,
  type ProfileView,
  type SectionTable,
  type ViewSection,
} from '@dating/contracts';
import {
  api,
  browser,
  errorMessage,
  setSectionIndex,
  useLanguage,
  useNotice,
  useSession,
  LoadFailed,
  RemoteComponent,
} from '@dating/portal';
import { Button, ConfirmDialog, ImagePreview, Loading } from '@dating/ui';
import { indexOfSection, sectionFields } from '../sections/fields';
import { profileNamespace } from '../translations';
import { VerifiedBadge } from '../verification/VerifiedBadge';
import { displayOf, formatDate, type Display } from './display';
import { useProfile } from './useProfile';

const userFields = sectionFields.USER_INFO.filter((field) => field.name !== 'name');
const mainFields = userFields.filter((field) => !field.contact).map((field) => field.name);
const contactFields = userFields.filter((field) => field.contact).map((field) => field.name);
const detailSections: readonly SectionTable[] = ['PERSON_INFO', 'FAVORITE_INFO', 'DATE_INFO'];

/** A member's profile page (SPEC.md §2): loading, failure, or the four sections. */
export function ProfileDetails({ userId }: { userId: number }) {
  const { t } = useTranslation(profileNamespace);
  const { state, reload } = useProfile(userId, { perLanguage: true });
  if (state.status === 'loading') return <Loading label={t('common:status.loading')} />;
  if (state.status === 'failed')
    return (
      <LoadFailed message={t('view.fetchError', { message: state.message })} onRetry={reload} />
    );
  return <ProfileContent profile={state.profile} onInterestChanged={reload} />;
}

function ProfileContent({
  profile,
  onInterestChanged,
}: {
  profile: ProfileView;
  /** A match or unmatch can reveal or withdraw the contact details: read them again. */
  onInterestChanged: () => void;
}) {
  const { t } = useTranslation(profileNamespace);
  const navigate = useNavigate();
  const { userId: viewerId } = useSession();
  const owner = profile.is_owner;
  const user = profile.sections.USER_INFO;
  const name = user ? displayOf(user, 'name', owner) : null;
  const nameText = name?.kind === 'value' ? name.text : '';

  function edit(table: SectionTable) {
    setSectionIndex(indexOfSection(table));
    navigate('/edit-profile');
  }

  function editButton(table: SectionTable) {
    return (
      <Button
        variant="secondary"
        aria-label={t('view.editSection', { section: t(`section.${table}`) })}
        onClick={() => edit(table)}
      >
        {t('view.edit')}
      </Button>
    );
  }

  return (
    <article className="profile-view">
      {owner && profile.active_flag === 'N' && (
        <p className="profile-view__hidden-notice">{t('view.hiddenNotice')}</p>
      )}
      <section className="profile-main" aria-labelledby="profile-name">
        <Gallery photos={profile.photos} name={nameText} />
        <div className="profile-main__details">
          <h2 id="profile-name">{nameText || t('view.empty')}</h2>
          {profile.verified && <VerifiedBadge />}
          {profile.age !== null && (
            <p className="profile-main__age">{t('view.age', { age: profile.age })}</p>
          )}
          {user ? (
            <FieldList section={user} names={mainFields} owner={owner} />
          ) : (
            <p className="ui-empty">{t('view.notFilled')}</p>
          )}
          {(owner || profile.contact_visible) && user && (
            <>
              <h3>{t('view.contact')}</h3>
              <FieldList section={user} names={contactFields} owner={owner} />
            </>
          )}
          {!owner && viewerId !== null && (
            <RemoteComponent
              name="matching/InterestActions"
              props={{ viewerId, memberId: profile.user_id, onChanged: onInterestChanged }}
            />
          )}
          {owner && (
            <div className="profile-actions profile-actions--start">
              {editButton('USER_INFO')}
              <VisibilityButton profile={profile} />
            </div>
          )}
        </div>
      </section>
      {detailSections.map((table) => {
        const section = profile.sections[table];
        return (
          <section key={table} className="profile-section" aria-labelledby={`profile-${table}`}>
            <div className="profile-section__header">
              <h2 id={`profile-${table}`}>{t(`section.${table}`)}</h2>
              {owner && editButton(table)}
            </div>
            {section ? (
              <FieldList
                section={section}
                names={sectionFields[table].map((field) => field.name)}
                owner={owner}
              />
            ) : (
              <p className="ui-empty">{t('view.notFilled')}</p>
            )}
          </section>
        );
      })}
    </article>
  );
}

function FieldList({
  section,
  names,
  owner,
}: {
  section: ViewSection;
  names: readonly string[];
  owner: boolean;
}) {
  const { t } = useTranslation(profileNamespace);
  const [language] = useLanguage();
  const shown = (display: Display) => {
    if (display.kind === 'hidden')
      return <span className="profile-hidden">{t('view.hidden')}</span>;
    if (display.kind === 'empty') return t('view.empty');
    return (
      <>
        {display.text}
        {display.hiddenTag && <span className="profile-badge">{t('view.hidden')}</span>}
      </>
    );
  };
  return (
    <dl className="profile-list">
      {names.map((name) => {
        const format =
          name === 'birthdate' ? (text: string) => formatDate(text, language) : undefined;
        return (
          <div key={name} className="profile-list__row">
            <dt>{t(`field.${name}`)}</dt>
            <dd>{shown(displayOf(section, name, owner, format))}</dd>
          </div>
        );
      })}
    </dl>
  );
}

/** The member's photos: one large, the others as thumbnails that bring it forward. */
function Gallery({ photos, name }: { photos: readonly PhotoView[]; name: string }) {
  const { t } = useTranslation(profileNamespace);
  const ordered = [...photos].sort((a, b) => a.img_seq - b.img_seq);
  const [selected, setSelected] = useState(0);
  const main = ordered[selected] ?? ordered[0];
  if (!main) return <ImagePreview className="profile-gallery__main" alt={t('view.noPhoto')} />;
  return (
    <div className="profile-gallery">
      <img
        className="profile-gallery__main"
        src={main.url}
        alt={t('view.photo', { seq: main.img_seq, name })}
      />
      {ordered.length > 1 && (
        <div className="profile-gallery__thumbs">
          {ordered.map((photo, index) => (
            <button
              key={photo.img_seq}
              type="button"
              className="profile-gallery__thumb"
              aria-pressed={index === selected}
              aria-label={t('view.photo', { seq: photo.img_seq, name })}
              onClick={() => setSelected(index)}
            >
              <img src={photo.card_url} alt="" />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

/** Hide Profile / Show Profile, after confirmation; then the page reloads (SPEC.md §4). */
function VisibilityButton({ profile }: { profile: ProfileView }) {
  const { t } = useTranslation(profileNamespace);
  const notice = useNotice();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const hidden = profile.active_flag === 'N';
  const label = t(hidden ? 'view.showProfile' : 'view.hideProfile');

  async function apply() {
    setBusy(true);
    try {
      await api.call(profileCalls.visibilitySet, {
        user_id: profile.user_id,
        active_flag: hidden ? 'Y' : 'N',
      });
      browser.reload();
    } catch (error) {
      setBusy(false);
      setConfirming(false);
      notice.error(errorMessage(error));
    }
  }

  return (
    <>
      <Button variant={hidden ? 'primary' : 'danger'} onClick={() => setConfirming(true)}>
        {label}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={label}
        text={t(hidden ? 'view.showConfirm' : 'view.hideConfirm')}
        confirmLabel={t('common:action.confirm')}
        cancelLabel={t('common:action.cancel')}
        busy={busy}
        onConfirm={() => void apply()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
