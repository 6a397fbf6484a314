import { Controller } from '@nestjs/common';
import { billingCalls } from '@dating/contracts';
import { Handles, type Handled } from '@dating/server';
import { PackagesService } from './packages.service';

@Controller()
export class PackagesController {
  constructor(private readonly packages: PackagesService) {}

  @Handles(billingCalls.packagesList)
  list() {
    return this.packages.onSale();
  }

  @Handles(billingCalls.packagesAll)
  all() {
    return this.packages.all();
  }

  @Handles(billingCalls.packageGet)
  get({ input }: Handled<typeof billingCalls.packageGet>) {
    return this.packages.byId(input.package_id);
  }

  @Handles(billingCalls.packageSave)
  save({ input, caller, audit }: Handled<typeof billingCalls.packageSave>) {
    return this.packages.save(input, caller, audit);
  }
}
