import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  COMPANY_IMAGE_CACHE_VERSION,
  companyImageSizes,
  MAX_GALLERY_IMAGES,
  type CompanyImageKind,
} from '@hiring/domain/companies/company-page';
import type { Database } from '../../db/client.js';
import { company } from '../../db/schema/index.js';
import { conflict } from '../../http/errors.js';
import { resizeImage } from '../files/resize.js';
import { readStoredBytes, type FileStorage } from '../files/storage.js';
import type { StoredUpload } from '../files/upload.js';

/** The resized images live under `company/<uuid>.png` (logo, gallery) or `.jpg` (banner). */
export const COMPANY_IMAGE_PREFIX = 'company';
export const companyImageName = /^[0-9a-f-]{36}\.(png|jpg)$/;

const extensionOf = (kind: CompanyImageKind) => (companyImageSizes[kind].format === 'png' ? 'png' : 'jpg');

/**
 * The public URL of a resized image, with spec 9's cache version: `{storageUrl}/company/<name>?v=2`.
 * The company row keeps this URL (as user.picture keeps the avatar's), so every reader — the
 * company switcher, the chat's company names — shows it as it is.
 */
export const companyImageUrl = (storageUrl: string, key: string): string =>
  `${storageUrl.replace(/\/+$/, '')}/${key}?v=${COMPANY_IMAGE_CACHE_VERSION}`;

/** The storage key behind a URL made by companyImageUrl; null for anything else. */
export function companyImageKey(url: string | null | undefined): string | null {
  if (!url) return null;
  const name = /\/company\/([^/?#]+)(?:\?[^#]*)?$/.exec(url)?.[1];
  return name && companyImageName.test(name) ? `${COMPANY_IMAGE_PREFIX}/${name}` : null;
}

/** Removes the bytes behind image URLs of a company (after the row stopped pointing at them). */
export async function removeCompanyImages(storage: FileStorage, urls: Array<string | null>): Promise<void> {
  const keys = urls.map(companyImageKey).filter((key): key is string => key !== null);
  await Promise.all(keys.map((key) => storage.remove(key)));
}

export interface SaveCompanyImageOptions {
  db: Database;
  storage: FileStorage;
  storageUrl: string;
  companyId: number;
  kind: CompanyImageKind;
  /** The upload as received (the original bytes); removed once resized. */
  file: StoredUpload;
}

/**
 * Resizes an uploaded picture for its place on the company page (logo, banner or one more gallery
 * image) and points the company at it; the logo and the banner replace the previous one, whose
 * bytes go. 409 when the gallery is full. The original upload is never kept.
 */
export async function saveCompanyImage(options: SaveCompanyImageOptions): Promise<void> {
  const { db, storage, storageUrl, companyId, kind, file } = options;
  const key = `${COMPANY_IMAGE_PREFIX}/${randomUUID()}.${extensionOf(kind)}`;
  try {
    const resized = await resizeImage(await readStoredBytes(storage, file.fileKey), companyImageSizes[kind]);
    await storage.write(key, resized);
  } finally {
    await storage.remove(file.fileKey);
  }
  const url = companyImageUrl(storageUrl, key);
  let replaced: string | null = null;
  try {
    await db.transaction(async (tx) => {
      const [current] = await tx
        .select({ logo: company.logo, banner: company.banner, images: company.images })
        .from(company)
        .where(eq(company.id, companyId))
        .for('update');
      if (kind === 'gallery') {
        const images = current?.images ?? [];
        if (images.length >= MAX_GALLERY_IMAGES)
          throw conflict(`The gallery holds at most ${MAX_GALLERY_IMAGES} images: remove one first`);
        await tx
          .update(company)
          .set({ images: [...images, url], updatedAt: new Date() })
          .where(eq(company.id, companyId));
        return;
      }
      replaced = (kind === 'logo' ? current?.logo : current?.banner) ?? null;
      await tx
        .update(company)
        .set({ [kind]: url, updatedAt: new Date() })
        .where(eq(company.id, companyId));
    });
  } catch (error) {
    await storage.remove(key);
    throw error;
  }
  await removeCompanyImages(storage, [replaced]);
}
