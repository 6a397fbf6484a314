import { Inject, Injectable } from '@nestjs/common';
import {
  profileCalls,
  Role,
  uploaderMetadataKey,
  type Caller,
  type CallOutput,
} from '@dating/contracts';
import { CallClient } from '@dating/server';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';
import { ExpiringCache } from '../edge/expiring-cache';

/** Who may keep a served photo: any cache, the viewer's browser only, or nobody sees it. */
export type PhotoAudience = 'public' | 'private' | 'none';

/**
 * A photo that is not public: its uploader (their own, by token) and admins still see it.
 * The uploader tag is the one the gateway wrote when it stored the file.
 */
export function tokenAudience(caller: Caller, metadata: Record<string, string>): PhotoAudience {
  const own = metadata[uploaderMetadataKey] === String(caller.userId);
  return caller.role === Role.Admin || own ? 'private' : 'none';
}

/**
 * Whether a photo file may be shown now: svc-profile knows the slots and the profiles' visibility
 * (and checks the owner's grant). Its answer is kept for PHOTO_ACCESS_CACHE_MS per file and
 * grant, so a page of cards costs it one question per photo, not one per view.
 */
@Injectable()
export class PhotoAccess {
  private readonly answers: ExpiringCache<CallOutput<typeof profileCalls.photoAccess>['visible']>;

  constructor(
    private readonly calls: CallClient,
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
  ) {
    this.answers = new ExpiringCache(config.PHOTO_ACCESS_CACHE_MS);
  }

  async audience(fileId: string, access: string | undefined): Promise<PhotoAudience> {
    const key = `${fileId}|${access ?? ''}`;
    let visible = this.answers.get(key);
    if (visible === undefined) {
      ({ visible } = await this.calls.call(profileCalls.photoAccess, { file_id: fileId, access }));
      this.answers.set(key, visible);
    }
    if (visible === 'public') return 'public';
    return visible === 'granted' ? 'private' : 'none';
  }
}
