import { Controller } from '@nestjs/common';
import { authCalls } from '@dating/contracts';
import { actingAdmin, Handles, type Handled } from '@dating/server';
import { AuditLog } from './audit-log';
import { MemberAdminService } from './member-admin.service';

@Controller()
export class MemberAdminController {
  constructor(
    private readonly members: MemberAdminService,
    private readonly auditLog: AuditLog,
  ) {}

  @Handles(authCalls.adminMembersSearch)
  search({ input, caller }: Handled<typeof authCalls.adminMembersSearch>) {
    return this.members.search(caller, input.query, input.page);
  }

  @Handles(authCalls.adminMemberGet)
  get({ input }: Handled<typeof authCalls.adminMemberGet>) {
    return this.members.get(input.user_id);
  }

  @Handles(authCalls.adminMemberDeactivate)
  deactivate({ input, caller }: Handled<typeof authCalls.adminMemberDeactivate>) {
    return this.members.deactivate(caller, input.user_id, input.reason);
  }

  /** svc-interest, for the admin who closes the member's reports by deactivating them. */
  @Handles(authCalls.reportedMemberDeactivate)
  deactivateReported({ input, caller }: Handled<typeof authCalls.reportedMemberDeactivate>) {
    return this.members.deactivateReported(actingAdmin(caller), input.user_id, input.reason);
  }

  @Handles(authCalls.adminMemberReactivate)
  reactivate({ input, caller }: Handled<typeof authCalls.adminMemberReactivate>) {
    return this.members.reactivate(caller, input.user_id);
  }

  @Handles(authCalls.adminMemberResetLink)
  resetLink({ input, caller }: Handled<typeof authCalls.adminMemberResetLink>) {
    return this.members.resetLink(caller, input.user_id);
  }

  @Handles(authCalls.auditList)
  audit({ input }: Handled<typeof authCalls.auditList>) {
    return this.auditLog.list(input);
  }
}
