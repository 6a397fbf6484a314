import { Controller } from '@nestjs/common';
import { authCalls } from '@dating/contracts';
import { Handles, type Handled } from '@dating/server';
import { ExportService } from './export.service';

@Controller()
export class ExportController {
  constructor(private readonly exports: ExportService) {}

  @Handles(authCalls.exportRequest)
  request({ caller, input }: Handled<typeof authCalls.exportRequest>) {
    return this.exports.request(caller, input.lang);
  }

  @Handles(authCalls.exportStatus)
  status({ caller }: Handled<typeof authCalls.exportStatus>) {
    return this.exports.status(caller);
  }

  @Handles(authCalls.exportManifest)
  manifest({ input }: Handled<typeof authCalls.exportManifest>) {
    return this.exports.manifest(input.export_id, input.asked_by);
  }

  @Handles(authCalls.adminExportRequest)
  adminRequest({ caller, input }: Handled<typeof authCalls.adminExportRequest>) {
    return this.exports.adminRequest(caller, input.target_user_id, input.lang);
  }

  @Handles(authCalls.adminExports)
  adminList({ input }: Handled<typeof authCalls.adminExports>) {
    return this.exports.adminList(input.page);
  }
}
