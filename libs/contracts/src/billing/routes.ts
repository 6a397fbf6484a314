import { Subjects } from '../subjects';
import type { RouteDefinition } from '../route-definition';
import {
  approveOrderSchema,
  attachReceiptSchema,
  createOrderSchema,
  membershipsListSchema,
  ordersListSchema,
  packageByIdSchema,
  packageListSchema,
  paymentSchema,
  rejectOrderSchema,
  removeOrderSchema,
  reviewListSchema,
  savePackageSchema,
} from './requests';

const own = { access: 'member', ownerField: 'user_id' } as const;

/**
 * svc-billing's part of SPEC.md §7, the lists it leaves unnamed, and the admin's review.
 * `POST /api/purchase/upload` is the gateway's own (it takes the receipt's bytes).
 */
export const billingRoutes: readonly RouteDefinition[] = [
  {
    method: 'GET',
    path: '/api/get-package',
    subject: Subjects.billing.packagesList,
    access: 'public',
    input: packageListSchema,
    summary: 'The packages on sale: name, price in Baht, detail, duration in days',
    maxAgeSeconds: 300,
  },
  {
    method: 'POST',
    path: '/api/get-package-by-id',
    subject: Subjects.billing.packageGet,
    access: 'public',
    input: packageByIdSchema,
    summary: 'One package, as an array (empty when there is none)',
  },
  {
    method: 'POST',
    path: '/api/create-purchase-order',
    subject: Subjects.billing.orderCreate,
    ...own,
    input: createOrderSchema,
    summary: 'Order a package (WP): refused while another order is open or a membership is active',
    ratePerMinute: 20,
  },
  {
    method: 'POST',
    path: '/api/update-purchase-order',
    subject: Subjects.billing.receiptAttach,
    access: 'member',
    input: attachReceiptSchema,
    summary: "Attach an uploaded receipt to the caller's WP or rejected order (→ WA)",
    ratePerMinute: 20,
  },
  {
    method: 'POST',
    path: '/api/delete-by-package-id',
    subject: Subjects.billing.orderRemove,
    ...own,
    input: removeOrderSchema,
    summary: "Remove the caller's not yet approved order for a package",
  },
  {
    method: 'POST',
    path: '/api/get-purchase-orders',
    subject: Subjects.billing.ordersList,
    ...own,
    input: ordersListSchema,
    summary: "The caller's PURCHASE_ORDER rows, purchase date ascending",
  },
  {
    method: 'POST',
    path: '/api/get-user-members',
    subject: Subjects.billing.membershipsList,
    ...own,
    input: membershipsListSchema,
    summary: "The caller's USER_MEMBER rows and the membership status they make",
  },
  {
    method: 'POST',
    path: '/api/get-payment',
    subject: Subjects.billing.paymentGet,
    access: 'member',
    input: paymentSchema,
    summary: "How to pay the caller's order: PromptPay number, account name, QR payload",
  },
  {
    method: 'POST',
    path: '/api/admin/get-purchase-orders',
    subject: Subjects.billing.reviewList,
    access: 'admin',
    input: reviewListSchema,
    summary: 'Admin: orders in one state (default WA), oldest first, with receipt and slip QR',
  },
  {
    method: 'POST',
    path: '/api/admin/approve-purchase-order',
    subject: Subjects.billing.orderApprove,
    access: 'admin',
    input: approveOrderSchema,
    summary: 'Admin: approve a WA order (AP) and start its membership; once, however often asked',
  },
  {
    method: 'POST',
    path: '/api/admin/reject-purchase-order',
    subject: Subjects.billing.orderReject,
    access: 'admin',
    input: rejectOrderSchema,
    summary: 'Admin: reject a WA order (RJ) with a reason the member reads',
  },
  {
    method: 'POST',
    path: '/api/admin/get-packages',
    subject: Subjects.billing.packagesAll,
    access: 'admin',
    input: packageListSchema,
    summary: 'Admin: every package, on sale or not, cheapest first',
  },
  {
    method: 'POST',
    path: '/api/admin/save-package',
    subject: Subjects.billing.packageSave,
    access: 'admin',
    input: savePackageSchema,
    summary: 'Admin: add or change a package (name, price, detail, duration, on sale or not)',
  },
];
