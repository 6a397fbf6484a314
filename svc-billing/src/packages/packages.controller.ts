import { Controller } from '@nestjs/common';
import { billingCalls } from '@dating/contracts';
import { Handles, type Handled } from '@dating/server';
import { PackagesService } from './packages.service';

@Controller()
export class PackagesController {
  constructor(private readonly packages: PackagesService) {}

  @Handles(billingCalls.packagesList)
  list({ lang }: Handled<typeof billingCalls.packagesList>) {
    return this.packages.onSale(lang);
  }

  @Handles(billingCalls.packagesAll)
  all({ lang }: Handled<typeof billingCalls.packagesAll>) {
    return this.packages.all(lang);
  }

  @Handles(billingCalls.packageGet)
  get({ input, lang }: Handled<typeof billingCalls.packageGet>) {
    return this.packages.byId(input.package_id, lang);
  }

  @Handles(billingCalls.packageSave)
  save({ input, caller, audit, lang }: Handled<typeof billingCalls.packageSave>) {
    return this.packages.save(input, caller, audit, lang);
  }
}
