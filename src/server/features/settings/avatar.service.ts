import { ptBR } from '../../../shared/i18n/pt-BR';
import { AppError } from '../../platform/errors';
import { processImage } from '../../platform/media/image';
import { parseStoredMedia, removeMedia, storedImage } from '../../platform/media/media';
import type { ReceivedUpload } from '../../platform/media/upload';
import * as auth from '../auth/auth.service';
import { mediaPath, type Storage } from '../../platform/storage';
import { getAvatarMedia, setAvatarMedia, type SettingsDeps } from './settings.service';

export type AvatarDeps = SettingsDeps & { storage: Storage };

/** Avatars show at most about 160 px wide (320 on dense screens); nothing bigger is kept. */
const AVATAR_WIDTHS = [320] as const;

export async function replaceAvatar(deps: AvatarDeps, userId: string, upload: ReceivedUpload | null) {
  if (!upload) throw new AppError(400, 'validation_failed', ptBR.profileSettings.avatarRequired);
  const old = parseStoredMedia(await getAvatarMedia(deps.db, userId));
  const image = await processImage(deps.storage, upload.file, { prefix: 'avatars', widths: AVATAR_WIDTHS });
  const media = storedImage(image);
  await setAvatarMedia(deps, userId, JSON.stringify(media));
  const member = await auth.setAvatarUrl(deps, userId, mediaPath(image.key));
  await removeMedia(deps.storage, old);
  return member;
}

export async function removeAvatar(deps: AvatarDeps, userId: string) {
  const old = parseStoredMedia(await getAvatarMedia(deps.db, userId));
  await setAvatarMedia(deps, userId, null);
  const member = await auth.setAvatarUrl(deps, userId, null);
  await removeMedia(deps.storage, old);
  return member;
}
