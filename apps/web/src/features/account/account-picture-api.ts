import { uploadRules } from '@hiring/domain';
import { api } from '../../shared/api/api';

/** What a picture may be (spec section 3 `picture`): checked before sending, the server checks the bytes again. */
export const pictureRule = uploadRules.picture;

export type PictureProblem = 'type' | 'size';

/** Why a chosen file cannot be the picture, or null when it can be sent. */
export function pictureProblem(file: Pick<File, 'type' | 'size'>): PictureProblem | null {
  if (!(pictureRule.mimeTypes as readonly string[]).includes(file.type)) return 'type';
  if (file.size > pictureRule.maxBytes) return 'size';
  return null;
}

/** What POST /file/picture answers: the stored picture and the 256x256 avatar's URL (now user.picture). */
export interface UploadedPicture {
  id: number;
  fileName: string;
  mimeType: string;
  size: number;
  picture: string;
}

export function uploadPicture(file: File): Promise<UploadedPicture> {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.post<UploadedPicture>('/file/picture', form);
}

/** The caller's own picture record, if any (GET /user-picture; the newest). */
export async function ownPicture(userId: number, signal?: AbortSignal): Promise<{ id: number } | null> {
  const rows = await api.get<Array<{ id: number }>>('/user-picture', {
    query: { where: { userId }, select: ['id'], orderBy: '-id', take: 1 },
    signal,
  });
  return rows[0] ?? null;
}

export const removePicture = (id: number) => api.delete<void>(`/user-picture/${id}`);
