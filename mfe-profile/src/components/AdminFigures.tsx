import { profileCalls } from '@dating/contracts';
import { FigureTile, useCall, useTranslation } from '@dating/portal';
import { profileNamespace } from '../translations';

/** The dashboard's figures of svc-profile (the shell's /admin lists them): what waits for review. */
export default function AdminFigures() {
  const { t } = useTranslation(profileNamespace);
  const stats = useCall(profileCalls.adminStats, {});
  return (
    <>
      <FigureTile
        name={t('admin.figures.photosWaiting')}
        to="/admin/photos"
        source={stats}
        value={(data) => data.photos_waiting}
      />
      <FigureTile
        name={t('admin.figures.verificationsWaiting')}
        to="/admin/verifications"
        source={stats}
        value={(data) => data.verifications_waiting}
      />
    </>
  );
}
