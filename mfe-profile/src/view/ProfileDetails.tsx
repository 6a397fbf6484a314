import { useState } from 'react';
import {
  profileCalls,
  type PhotoView,
  type ProfileView,
  type SectionTable,
  type ViewSection,
  type ViewValue,
} from '@dating/contracts';
import {
  api,
  browser,
  errorMessage,
  setSectionIndex,
  useCopy,
  useLanguage,
  useNotice,
  useSession,
  LoadFailed,
  MemberUnavailable,
  RemoteComponent,
  useNavigate,
  useTranslation,
} from '@dating/portal';
import { Button, ConfirmDialog, Loading, PhotoPlaceholder } from '@dating/ui';
import { indexOfSection, isAsked, sectionFields, type SpouseFacts } from '../sections/fields';
import { profileNamespace } from '../translations';
import { VerifiedBadge } from '../verification/VerifiedBadge';
import { ActivityLine } from './ActivityLine';
import { contactHref } from './contact-links';
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
  if (state.status === 'failed' && state.unavailable) return <MemberUnavailable />;
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
  const gender = codeOf(user?.values.gender);
  const facts: SpouseFacts = { gender, country: textOf(user?.values.country) };

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
        <Gallery photos={profile.photos} name={nameText} gender={gender} />
        <div className="profile-main__details">
          <h2 id="profile-name">{nameText || t('view.empty')}</h2>
          {profile.verified && <VerifiedBadge />}
          {profile.active && <ActivityLine active={profile.active} />}
          {profile.age !== null && (
            <p className="profile-main__age">{t('view.age', { age: profile.age })}</p>
          )}
          {user ? (
            <FieldList section={user} names={mainFields} owner={owner} facts={facts} />
          ) : (
            <p className="ui-empty">{t('view.notFilled')}</p>
          )}
          {(owner || profile.contact_visible) && user && (
            <>
              <h3>{t('view.contact')}</h3>
              <FieldList section={user} names={contactFields} owner={owner} facts={facts} />
            </>
          )}
          {!owner && viewerId !== null && (
            <RemoteComponent
              id="mfe_matching/InterestActions"
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
                facts={facts}
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

/** A choice's code (e.g. the gender), or null. */
function codeOf(value: ViewValue | undefined): string | null {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? value.code : null;
}

function textOf(value: ViewValue | undefined): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/**
 * A section's fields. The owner reads the wizard's 'your' labels and '-' for what is empty;
 * another member reads viewer wording and no row for an empty answer. The questions meant for
 * foreign men appear only on their profiles (SPEC.md §5).
 */
function FieldList({
  section,
  names,
  owner,
  facts,
}: {
  section: ViewSection;
  names: readonly string[];
  owner: boolean;
  facts: SpouseFacts;
}) {
  const { t } = useTranslation(profileNamespace);
  const [language] = useLanguage();
  const copy = useCopy();
  const labelOf = (name: string) =>
    owner ? t(`field.${name}`) : t([`viewerField.${name}`, `field.${name}`]);
  const shown = (name: string, display: Display) => {
    if (display.kind === 'hidden')
      return <span className="profile-hidden">{t('view.hidden')}</span>;
    if (display.kind === 'empty') return t('view.empty');
    // Another member's contact detail opens its app (mail, phone, WhatsApp, Line, Facebook)
    // and can be copied.
    const href = owner ? null : contactHref(name, display.text);
    return (
      <>
        {href ? (
          <a
            href={href}
            {...(href.startsWith('https:') ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            {display.text}
          </a>
        ) : (
          display.text
        )}
        {href && (
          <Button
            variant="ghost"
            className="profile-copy"
            aria-label={t('view.copyField', { field: labelOf(name) })}
            onClick={() =>
              void copy(
                display.text,
                t('view.copied', { field: labelOf(name), value: display.text }),
              )
            }
          >
            {t('view.copy')}
          </Button>
        )}
        {display.hiddenTag && <span className="profile-badge">{t('view.hidden')}</span>}
      </>
    );
  };
  const rows = names
    .filter((name) => isAsked(name, facts))
    .map((name) => {
      const format =
        name === 'birthdate' ? (text: string) => formatDate(text, language) : undefined;
      return { name, display: displayOf(section, name, owner, format) };
    })
    .filter(({ display }) => owner || display.kind !== 'empty');
  if (rows.length === 0) return <p className="ui-empty">{t('view.notFilled')}</p>;
  return (
    <dl className="profile-list">
      {rows.map(({ name, display }) => (
        <div key={name} className="profile-list__row">
          <dt>{labelOf(name)}</dt>
          <dd>{shown(name, display)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The member's photos: one large, the others as thumbnails that bring it forward. */
function Gallery({
  photos,
  name,
  gender,
}: {
  photos: readonly PhotoView[];
  name: string;
  gender: string | null;
}) {
  const { t } = useTranslation(profileNamespace);
  const ordered = [...photos].sort((a, b) => a.img_seq - b.img_seq);
  const [selected, setSelected] = useState(0);
  const main = ordered[selected] ?? ordered[0];
  if (!main) {
    return (
      <PhotoPlaceholder
        className="profile-gallery__main"
        gender={gender}
        label={t('view.noPhoto')}
      />
    );
  }
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
