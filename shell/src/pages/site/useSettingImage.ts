import { profileCalls, type settingImageSchema } from '@dating/contracts';
import { useCall } from '@dating/portal';

/** The pages that have an image of their own: 'home' (the hero) and 'about'. */
export type SettingImageType = ReturnType<typeof settingImageSchema.parse>['type'];

export type SettingImage =
  { status: 'loading' } | { status: 'ready'; url: string } | { status: 'failed' };

/** The image of a site page, from `profileCalls.settingImageGet`. */
export function useSettingImage(type: SettingImageType): SettingImage {
  const { data, error } = useCall(profileCalls.settingImageGet, { type });
  if (error || data?.image === '') return { status: 'failed' };
  return data ? { status: 'ready', url: data.image } : { status: 'loading' };
}
