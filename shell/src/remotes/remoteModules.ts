// The remotes' modules, typed as each remote's build declared them: the federation types the
// dts plugin made there and the shell's build took in (webpack.shared.mjs,
// ConsumeRemoteTypesPlugin). They type every RemoteComponent and remote page on the page.
import type { PackageType as MatchingModule, RemoteKeys as MatchingId } from 'mfe_matching/apis';
import type { PackageType as ProfileModule, RemoteKeys as ProfileId } from 'mfe_profile/apis';
import type {
  PackageType as SubscriptionModule,
  RemoteKeys as SubscriptionId,
} from 'mfe_subscription/apis';

type MatchingModules = { [Id in MatchingId]: MatchingModule<Id> };
type ProfileModules = { [Id in ProfileId]: ProfileModule<Id> };
type SubscriptionModules = { [Id in SubscriptionId]: SubscriptionModule<Id> };

declare module '@dating/portal' {
  interface RemoteModules extends MatchingModules, ProfileModules, SubscriptionModules {}
}
