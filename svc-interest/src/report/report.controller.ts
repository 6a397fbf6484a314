import { Controller } from '@nestjs/common';
import { interestCalls } from '@dating/contracts';
import { Handles, type Handled } from '@dating/server';
import { ReportService } from './report.service';

@Controller()
export class ReportController {
  constructor(private readonly reports: ReportService) {}

  @Handles(interestCalls.report)
  report({ caller, input, audit }: Handled<typeof interestCalls.report>) {
    return this.reports.report(caller, input, audit);
  }

  @Handles(interestCalls.adminReportQueue)
  queue({ caller, input }: Handled<typeof interestCalls.adminReportQueue>) {
    return this.reports.queue(caller, input.page);
  }

  @Handles(interestCalls.adminReportResolve)
  resolve({ caller, input }: Handled<typeof interestCalls.adminReportResolve>) {
    return this.reports.resolve(caller, input);
  }

  @Handles(interestCalls.adminMemberSafety)
  safety({ caller, input }: Handled<typeof interestCalls.adminMemberSafety>) {
    return this.reports.safety(caller, input.user_id);
  }
}
