export { billingService, defineBillingService } from './service';
export type { BillingConfig } from './config';
