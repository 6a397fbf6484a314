import { useState } from 'react';
import { cx } from '@dating/ui';
import { useSettingImage, type SettingImageType } from './useSettingImage';

/**
 * A site page's image over a calm coloured placeholder. The placeholder stays while the image
 * loads and whenever it cannot be had (no image, a failed call, a broken file).
 */
export function SiteImage({
  type,
  width,
  height,
  className,
}: {
  type: SettingImageType;
  width: number;
  height: number;
  className?: string;
}) {
  const image = useSettingImage(type);
  const [shown, setShown] = useState<string | null>(null);
  const [broken, setBroken] = useState<string | null>(null);
  const url = image.status === 'ready' && image.url !== broken ? image.url : null;
  let state: 'loading' | 'shown' | 'unavailable' = 'unavailable';
  if (url) state = shown === url ? 'shown' : 'loading';
  else if (image.status === 'loading') state = 'loading';
  return (
    <div
      className={cx('shell-site-image', className)}
      data-state={state}
      aria-busy={state === 'loading'}
    >
      {url && (
        <img
          className="shell-site-image__img"
          src={url}
          alt=""
          fetchPriority="high"
          width={width}
          height={height}
          onLoad={() => setShown(url)}
          onError={() => setBroken(url)}
        />
      )}
    </div>
  );
}
