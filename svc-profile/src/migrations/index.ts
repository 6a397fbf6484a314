import { CreateSiteContent1763700100000 } from './1763700100000-create-site-content';

export const migrations = [CreateSiteContent1763700100000];
