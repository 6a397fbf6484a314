import { useCallback, useEffect, useState } from 'react';
import type { PaymentInstructions, PaymentResult } from '@dating/contracts';
import { api, errorMessage } from '@dating/portal';

export type PaymentState =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; payment: PaymentInstructions };

/** How to pay one order (POST /api/get-payment), and a way to ask again. */
export function usePayment(purchaseId: number) {
  const [state, setState] = useState<PaymentState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    api
      .post<PaymentResult>('/api/get-payment', { purchase_id: purchaseId })
      .then((result) => {
        if (current) setState({ status: 'ready', payment: result.payment });
      })
      .catch((error: unknown) => {
        if (current) setState({ status: 'failed', message: errorMessage(error) });
      });
    return () => {
      current = false;
    };
  }, [purchaseId, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);
  return { state, retry };
}
