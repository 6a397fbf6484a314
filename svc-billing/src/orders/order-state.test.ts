import { billingMessages as M, ErrorCode, MessageCode } from '@dating/contracts';
import { ServiceException } from '@dating/server';
import {
  assertAllowed,
  fromStatesOf,
  nextOrderState,
  openStates,
  orderActions,
  orderStates,
  refusalOf,
  Removed,
  toStateOf,
  type OrderAction,
  type OrderState,
  type OrderTransition,
} from './order-state';

const to = (next: OrderState): OrderTransition => ({ allowed: true, next });
const conflictWith = (message: MessageCode): OrderTransition => ({
  allowed: false,
  notFound: false,
  message,
});
const gone: OrderTransition = {
  allowed: false,
  notFound: true,
  message: MessageCode.orderNotFound,
};

/** SPEC.md's states (WP, WA, then the admin's AP and RJ, and removed) × every action. */
const expected: Record<OrderState, Record<OrderAction, OrderTransition>> = {
  WP: {
    attachReceipt: to('WA'),
    remove: to(Removed),
    approve: conflictWith(MessageCode.orderNotWaiting),
    reject: conflictWith(MessageCode.orderNotWaiting),
  },
  WA: {
    attachReceipt: conflictWith(MessageCode.orderNotPayable),
    remove: to(Removed),
    approve: to('AP'),
    reject: to('RJ'),
  },
  AP: {
    attachReceipt: conflictWith(MessageCode.orderNotPayable),
    remove: conflictWith(MessageCode.orderNotRemovable),
    approve: conflictWith(MessageCode.orderNotWaiting),
    reject: conflictWith(MessageCode.orderNotWaiting),
  },
  RJ: {
    attachReceipt: to('WA'),
    remove: to(Removed),
    approve: conflictWith(MessageCode.orderNotWaiting),
    reject: conflictWith(MessageCode.orderNotWaiting),
  },
  [Removed]: { attachReceipt: gone, remove: gone, approve: gone, reject: gone },
};

const errorOf = (exception: ServiceException) => exception.getError();

describe('nextOrderState', () => {
  it.each(orderStates.flatMap((state) => orderActions.map((action) => [state, action] as const)))(
    '%s, %s',
    (state, action) => {
      expect(nextOrderState(state, action)).toEqual(expected[state][action]);
    },
  );
});

describe('the statuses an action’s UPDATE takes and sets', () => {
  it('takes the statuses the action is allowed in, and sets the one it leads to', () => {
    expect(fromStatesOf('attachReceipt')).toEqual(['WP', 'RJ']);
    expect(fromStatesOf('remove')).toEqual(['WP', 'WA', 'RJ']);
    expect(fromStatesOf('approve')).toEqual(['WA']);
    expect(fromStatesOf('reject')).toEqual(['WA']);
    expect([toStateOf('attachReceipt'), toStateOf('approve'), toStateOf('reject')]).toEqual([
      'WA',
      'AP',
      'RJ',
    ]);
  });

  it('agrees with nextOrderState for every state', () => {
    for (const action of orderActions) {
      const allowedIn = orderStates.filter((state) => nextOrderState(state, action).allowed);
      expect(fromStatesOf(action)).toEqual(allowedIn);
    }
  });

  it('counts an order open until it is approved', () => {
    expect(openStates).toEqual(['WP', 'WA', 'RJ']);
  });
});

describe('what a refused caller hears', () => {
  it('hears the conflict of the order’s state', () => {
    expect(errorOf(refusalOf('AP', 'remove'))).toEqual({
      code: ErrorCode.Conflict,
      message: M.orderNotRemovable,
      messageCode: 'orderNotRemovable',
    });
    expect(() => assertAllowed('WA', 'attachReceipt')).toThrow(ServiceException);
    expect(() => assertAllowed('RJ', 'attachReceipt')).not.toThrow();
  });

  it('hears "not found" for no order or a removed one', () => {
    const notFound = {
      code: ErrorCode.NotFound,
      message: M.orderNotFound,
      messageCode: MessageCode.orderNotFound,
    };
    expect(errorOf(refusalOf(null, 'approve'))).toEqual(notFound);
    expect(errorOf(refusalOf(Removed, 'approve'))).toEqual(notFound);
  });

  it('hears the action’s refusal when the order changed while its UPDATE ran', () => {
    expect(errorOf(refusalOf('WP', 'attachReceipt'))).toEqual({
      code: ErrorCode.Conflict,
      message: M.orderNotPayable,
      messageCode: 'orderNotPayable',
    });
  });
});
