import { Controller } from '@nestjs/common';
import { billingCalls } from '@dating/contracts';
import { Handles, type Handled } from '@dating/server';
import { OrdersService } from './orders.service';

@Controller()
export class OrdersController {
  constructor(private readonly orders: OrdersService) {}

  @Handles(billingCalls.orderCreate)
  create({ caller, input, lang, audit }: Handled<typeof billingCalls.orderCreate>) {
    return this.orders.create(caller, input, lang, audit);
  }

  @Handles(billingCalls.receiptAttach)
  attachReceipt({ caller, input, audit }: Handled<typeof billingCalls.receiptAttach>) {
    return this.orders.attachReceipt(caller, input.purchase_id, input.purchase_img_file, audit);
  }

  @Handles(billingCalls.orderRemove)
  remove({ caller, input, audit }: Handled<typeof billingCalls.orderRemove>) {
    return this.orders.remove(caller.userId, input.package_id, audit);
  }

  @Handles(billingCalls.ordersList)
  list({ caller, lang }: Handled<typeof billingCalls.ordersList>) {
    return this.orders.listOwn(caller.userId, lang);
  }

  @Handles(billingCalls.paymentGet)
  payment({ caller, input }: Handled<typeof billingCalls.paymentGet>) {
    return this.orders.payment(caller, input.purchase_id);
  }
}
