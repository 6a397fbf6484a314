import { profileCalls, type settingImageSchema } from '@dating/contracts';
import { api, useCall } from '@dating/portal';

/** The pages that have an image of their own: 'home' (the hero) and 'about'. */
export type SettingImageType = ReturnType<typeof settingImageSchema.parse>['type'];

export type SettingImage =
  { status: 'loading' } | { status: 'ready'; url: string } | { status: 'failed' };

/** How long an answer asked ahead of the page serves it instead of asking again. */
const warmedForMs = 5 * 60_000;
const warmed = new Map<SettingImageType, { image: string; at: number }>();

/**
 * Asks for a page's image and starts its download before the page's code has run, so the home
 * hero (its largest paint) does not wait for it. The page then shows that answer rather than
 * asking again; a failure here leaves the page to ask (and to show its own failure).
 */
export function warmSettingImage(type: SettingImageType): Promise<void> {
  return api.call(profileCalls.settingImageGet, { type }).then(
    ({ image }) => {
      warmed.set(type, { image, at: Date.now() });
      if (image) new Image().src = image;
    },
    () => undefined,
  );
}

/** The image of a site page, from `profileCalls.settingImageGet`. */
export function useSettingImage(type: SettingImageType): SettingImage {
  const early = warmed.get(type);
  const fresh = early && Date.now() - early.at < warmedForMs ? early : undefined;
  const { data, error } = useCall(profileCalls.settingImageGet, fresh ? null : { type });
  const image = fresh?.image ?? data?.image;
  if (error || image === '') return { status: 'failed' };
  return image === undefined ? { status: 'loading' } : { status: 'ready', url: image };
}
