import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  packageByIdSchema,
  packageListSchema,
  savePackageSchema,
  Subjects,
  type ServiceRequest,
} from '@dating/contracts';
import { parseInput, requireAdmin } from '@dating/server';
import { auditOf } from '../audit';
import { PackagesService } from './packages.service';

@Controller()
export class PackagesController {
  constructor(private readonly packages: PackagesService) {}

  @MessagePattern(Subjects.billing.packagesList)
  list(@Payload() request: ServiceRequest) {
    parseInput(packageListSchema, request.body ?? {});
    return this.packages.onSale();
  }

  @MessagePattern(Subjects.billing.packagesAll)
  all(@Payload() request: ServiceRequest) {
    requireAdmin(request);
    parseInput(packageListSchema, request.body ?? {});
    return this.packages.all();
  }

  @MessagePattern(Subjects.billing.packageGet)
  get(@Payload() request: ServiceRequest) {
    return this.packages.byId(parseInput(packageByIdSchema, request.body).package_id);
  }

  @MessagePattern(Subjects.billing.packageSave)
  save(@Payload() request: ServiceRequest) {
    const admin = requireAdmin(request);
    const input = parseInput(savePackageSchema, request.body);
    return this.packages.save(input, auditOf(admin, Subjects.billing.packageSave));
  }
}
