import { PurchaseStatus, MessageCode } from '@dating/contracts';
import { conflict, notFound, type ServiceException } from '@dating/server';

/**
 * An order's state: its purchase_status, or removed (active_flag N, its status kept as it was).
 * A removed order is kept as evidence of a payment, and found by nobody.
 */
export const Removed = 'removed';
export type OrderState = PurchaseStatus | typeof Removed;

export const orderStates: readonly OrderState[] = [...Object.values(PurchaseStatus), Removed];

/**
 * The member attaches a receipt (paying, or paying again after a rejection); the member removes
 * an order not yet approved; an admin approves or rejects an order waiting for a check.
 */
export type OrderAction = 'attachReceipt' | 'remove' | 'approve' | 'reject';

export const orderActions: readonly OrderAction[] = [
  'attachReceipt',
  'remove',
  'approve',
  'reject',
];

/** Each action: the states it takes an order from, the state it leads to, and why it may not. */
const rules = {
  attachReceipt: {
    from: [PurchaseStatus.WaitingPayment, PurchaseStatus.Rejected],
    to: PurchaseStatus.WaitingAdmin,
    refusal: MessageCode.orderNotPayable,
  },
  remove: {
    from: [PurchaseStatus.WaitingPayment, PurchaseStatus.WaitingAdmin, PurchaseStatus.Rejected],
    to: Removed,
    refusal: MessageCode.orderNotRemovable,
  },
  approve: {
    from: [PurchaseStatus.WaitingAdmin],
    to: PurchaseStatus.Approved,
    refusal: MessageCode.orderNotWaiting,
  },
  reject: {
    from: [PurchaseStatus.WaitingAdmin],
    to: PurchaseStatus.Rejected,
    refusal: MessageCode.orderNotWaiting,
  },
} as const satisfies Record<
  OrderAction,
  { from: readonly PurchaseStatus[]; to: OrderState; refusal: MessageCode }
>;

/** Refused: `notFound` for a removed order (nobody finds it), else a conflict with its state. */
export type OrderTransition =
  { allowed: true; next: OrderState } | { allowed: false; notFound: boolean; message: MessageCode };

/** The state an action takes an order to, or why the order's state refuses it. */
export function nextOrderState(state: OrderState, action: OrderAction): OrderTransition {
  if (state === Removed)
    return { allowed: false, notFound: true, message: MessageCode.orderNotFound };
  const rule = rules[action];
  if ((rule.from as readonly PurchaseStatus[]).includes(state))
    return { allowed: true, next: rule.to };
  return { allowed: false, notFound: false, message: rule.refusal };
}

/** The statuses an action takes an order from: the condition of its SQL UPDATE. */
export function fromStatesOf(action: OrderAction): PurchaseStatus[] {
  return [...rules[action].from];
}

/** The status an action that keeps the order gives it: what its SQL UPDATE sets. */
export function toStateOf(action: Exclude<OrderAction, 'remove'>): PurchaseStatus {
  return rules[action].to;
}

/** Open: an action can still change it (one open order per member; a member may remove it). */
export const openStates: PurchaseStatus[] = Object.values(PurchaseStatus).filter((state) =>
  orderActions.some((action) => nextOrderState(state, action).allowed),
);

/**
 * What the caller hears when an order's state refuses an action: no order (null) or a removed
 * one is not found, any other state its conflict. A state that allows the action means the
 * order changed while the action's UPDATE ran: the action's own refusal.
 */
export function refusalOf(state: OrderState | null, action: OrderAction): ServiceException {
  if (state === null) return notFound(MessageCode.orderNotFound);
  const transition = nextOrderState(state, action);
  if (transition.allowed) return conflict(rules[action].refusal);
  return transition.notFound ? notFound(transition.message) : conflict(transition.message);
}

/** Throws the refusal when the order's state does not allow the action. */
export function assertAllowed(state: OrderState, action: OrderAction): void {
  if (!nextOrderState(state, action).allowed) throw refusalOf(state, action);
}
