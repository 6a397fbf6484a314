import { Outbox1767400000000 } from '@dating/server';
import { CreateSiteContent1763700100000 } from './1763700100000-create-site-content';
import { CreateProfiles1763700200000 } from './1763700200000-create-profiles';
import { SeedChoices1763700300000 } from './1763700300000-seed-choices';
import { SearchMembers1763700400000 } from './1763700400000-search-members';
import { PhotoGrantKey1763700500000 } from './1763700500000-photo-grant-key';
import { MemberStatus1765010000000 } from './1765010000000-member-status';
import { PhotoReview1765200000000 } from './1765200000000-photo-review';
import { AdminStats1765300000000 } from './1765300000000-admin-stats';
import { ActivityAndFilters1765400000000 } from './1765400000000-activity-and-filters';
import { ContactFacts1766200000000 } from './1766200000000-contact-facts';
import { BlockFacts1766400000000 } from './1766400000000-block-facts';
import { GenderlessSearch1766600000000 } from './1766600000000-genderless-search';
import { DropBlockKnown1767600000000 } from './1767600000000-drop-block-known';
import { ErasedMember1767700000000 } from './1767700000000-erased-member';
import { SensitiveConsent1767800000000 } from './1767800000000-sensitive-consent';

export const migrations = [
  CreateSiteContent1763700100000,
  CreateProfiles1763700200000,
  SeedChoices1763700300000,
  SearchMembers1763700400000,
  PhotoGrantKey1763700500000,
  MemberStatus1765010000000,
  PhotoReview1765200000000,
  AdminStats1765300000000,
  ActivityAndFilters1765400000000,
  ContactFacts1766200000000,
  BlockFacts1766400000000,
  GenderlessSearch1766600000000,
  Outbox1767400000000,
  DropBlockKnown1767600000000,
  ErasedMember1767700000000,
  SensitiveConsent1767800000000,
];
