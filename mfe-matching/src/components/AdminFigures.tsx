import { interestCalls } from '@dating/contracts';
import { FigureTile, useCall, useTranslation } from '@dating/portal';
import { matchingNamespace } from '../translations';

/** The dashboard's figure of svc-interest (the shell's /admin lists it): the open reports. */
export default function AdminFigures() {
  const { t } = useTranslation(matchingNamespace);
  const reports = useCall(interestCalls.adminReportQueue, { page: 1 });
  return (
    <FigureTile
      name={t('admin.figures.openReports')}
      to="/admin/moderation"
      source={reports}
      value={(queue) => queue.open_reports}
    />
  );
}
