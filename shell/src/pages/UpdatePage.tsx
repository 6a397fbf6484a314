import { portalVersion } from '@dating/contracts';
import { releases } from '@dating/contracts/releases';
import { useTranslation } from '@dating/portal';

/** /update: every release, newest first, with its Buddhist-era date and details. */
export default function UpdatePage() {
  const { t } = useTranslation('shell');
  return (
    <section aria-labelledby="update-title">
      <h1 id="update-title">{t('update.title')}</h1>
      <p className="shell-lead">{t('update.current', { version: portalVersion })}</p>
      <ol className="shell-releases">
        {releases.map((release) => (
          <li key={release.version} className="shell-release">
            <h2>{t('update.version', { version: release.version })}</h2>
            <p className="shell-release__date">{t('update.released', { date: release.date })}</p>
            {/* The release notes are kept in English (libs/contracts/src/releases.ts). */}
            <ul lang="en">
              {release.details.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </section>
  );
}
