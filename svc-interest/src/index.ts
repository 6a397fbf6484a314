export { interestService } from './service';
export type { InterestConfig } from './config';
