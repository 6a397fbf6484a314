import { profileCalls, type ViewValue } from '@dating/contracts';
import { AdminSection, Link, useCall, useTranslation } from '@dating/portal';
import { profileNamespace } from '../translations';

/** What a profile value reads as: a text, a number, a choice's label or several. */
function shown(value: ViewValue | undefined): string {
  if (value === null || value === undefined || value === '') return '–';
  if (Array.isArray(value)) return value.map((choice) => choice.label).join(', ') || '–';
  if (typeof value === 'object') return value.label;
  return String(value);
}

/**
 * The member's whole profile (also hidden or deactivated) on /admin/members/:id, with their
 * photos and a link to their profile page (the shell's admin area mounts it).
 */
export default function AdminMemberProfile({ userId }: { userId: number }) {
  const { t } = useTranslation(profileNamespace);
  const profile = useCall(profileCalls.adminViewGet, { user_id: userId }, { perLanguage: true });
  return (
    <AdminSection title={t('admin.member.profile')} source={profile}>
      {({ profile: view }) => {
        const info = view.sections.USER_INFO?.values ?? {};
        return (
          <>
            <dl className="admin-facts">
              <dt>{t('admin.members.name')}</dt>
              <dd>{shown(info.name)}</dd>
              <dt>{t('admin.member.age')}</dt>
              <dd>{view.age ?? '–'}</dd>
              <dt>{t('admin.member.country')}</dt>
              <dd>{shown(info.country)}</dd>
              <dt>{t('admin.member.occupation')}</dt>
              <dd>{shown(info.occupation)}</dd>
              <dt>{t('admin.member.caption')}</dt>
              <dd>{shown(info.caption)}</dd>
              <dt>{t('admin.member.verified')}</dt>
              <dd>{view.verified ? '✓' : '–'}</dd>
            </dl>
            <h4>{t('admin.member.photos')}</h4>
            {view.photos.length === 0 ? (
              <p>{t('admin.member.noPhotos')}</p>
            ) : (
              <ul className="admin-photos">
                {view.photos.map((photo) => (
                  <li key={photo.img_seq}>
                    <a href={photo.url} target="_blank" rel="noreferrer">
                      <img
                        src={photo.card_url}
                        alt={t('admin.member.photo', { slot: photo.img_seq })}
                        width={120}
                        height={120}
                      />
                    </a>
                  </li>
                ))}
              </ul>
            )}
            <p>
              <Link to={`/profile?id=${userId}`}>{t('admin.member.profilePage')}</Link>
            </p>
          </>
        );
      }}
    </AdminSection>
  );
}
