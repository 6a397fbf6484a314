import { billingCalls, type PaymentInstructions } from '@dating/contracts';
import { useCall } from '@dating/portal';

export type PaymentState =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; payment: PaymentInstructions };

/** How to pay one order (`billingCalls.paymentGet`), and a way to ask again. */
export function usePayment(purchaseId: number) {
  const { data, error, reload } = useCall(billingCalls.paymentGet, { purchase_id: purchaseId });
  let state: PaymentState = { status: 'loading' };
  if (error) state = { status: 'failed', message: error.message };
  else if (data) state = { status: 'ready', payment: data.payment };
  return { state, retry: reload };
}
