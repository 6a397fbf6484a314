import { Controller } from '@nestjs/common';
import { billingCalls } from '@dating/contracts';
import { Handles, type Handled } from '@dating/server';
import { ReceiptUploadsService } from './receipt-uploads.service';

@Controller()
export class ReceiptUploadsController {
  constructor(private readonly uploads: ReceiptUploadsService) {}

  @Handles(billingCalls.receiptRecord)
  record({ caller, input, audit }: Handled<typeof billingCalls.receiptRecord>) {
    return this.uploads.record(caller, input, audit);
  }
}
