import { useEffect, useState } from 'react';
import type { settingImageSchema } from '@dating/contracts';
import { api } from '@dating/portal';

/** The pages that have an image of their own: 'home' (the hero) and 'about'. */
export type SettingImageType = ReturnType<typeof settingImageSchema.parse>['type'];

/** POST /api/get-setting-img answers the image's URL. */
interface SettingImageResult {
  status: 'OK';
  image: string;
}

export type SettingImage =
  { status: 'loading' } | { status: 'ready'; url: string } | { status: 'failed' };

/** The image of a site page, from POST /api/get-setting-img. */
export function useSettingImage(type: SettingImageType): SettingImage {
  const [image, setImage] = useState<SettingImage>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    api
      .post<SettingImageResult>('/api/get-setting-img', { type })
      .then((result) => {
        if (!current) return;
        setImage(
          typeof result.image === 'string' && result.image !== ''
            ? { status: 'ready', url: result.image }
            : { status: 'failed' },
        );
      })
      .catch(() => {
        if (current) setImage({ status: 'failed' });
      });
    return () => {
      current = false;
    };
  }, [type]);
  return image;
}
