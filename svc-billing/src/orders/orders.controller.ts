import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  attachReceiptSchema,
  createOrderSchema,
  ordersListSchema,
  paymentSchema,
  removeOrderSchema,
  Subjects,
  toLanguage,
  type ServiceRequest,
} from '@dating/contracts';
import { assertOwner, parseInput, requireCaller } from '@dating/server';
import { auditOf } from '../audit';
import { OrdersService } from './orders.service';

@Controller()
export class OrdersController {
  constructor(private readonly orders: OrdersService) {}

  @MessagePattern(Subjects.billing.orderCreate)
  create(@Payload() request: ServiceRequest) {
    const caller = requireCaller(request);
    const input = parseInput(createOrderSchema, request.body);
    assertOwner(caller, input.user_id);
    return this.orders.create(
      caller,
      input,
      toLanguage(request.lang),
      auditOf(caller, Subjects.billing.orderCreate),
    );
  }

  @MessagePattern(Subjects.billing.receiptAttach)
  attachReceipt(@Payload() request: ServiceRequest) {
    const caller = requireCaller(request);
    const input = parseInput(attachReceiptSchema, request.body);
    return this.orders.attachReceipt(
      caller,
      input.purchase_id,
      input.purchase_img_file,
      auditOf(caller, Subjects.billing.receiptAttach),
    );
  }

  @MessagePattern(Subjects.billing.orderRemove)
  remove(@Payload() request: ServiceRequest) {
    const caller = requireCaller(request);
    const input = parseInput(removeOrderSchema, request.body);
    assertOwner(caller, input.user_id);
    return this.orders.remove(
      caller.userId,
      input.package_id,
      auditOf(caller, Subjects.billing.orderRemove),
    );
  }

  @MessagePattern(Subjects.billing.ordersList)
  list(@Payload() request: ServiceRequest) {
    const caller = requireCaller(request);
    assertOwner(caller, parseInput(ordersListSchema, request.body).user_id);
    return this.orders.listOwn(caller.userId);
  }

  @MessagePattern(Subjects.billing.paymentGet)
  payment(@Payload() request: ServiceRequest) {
    const caller = requireCaller(request);
    return this.orders.payment(caller, parseInput(paymentSchema, request.body).purchase_id);
  }
}
