import { generateKeyPairSync, createHash, type KeyObject } from 'node:crypto';
import { packClaimOf } from '../../../contract/course-pack';
import { mediaFileKey, type OfflineFile, type OfflineManifest } from '../../../contract/study';
import { keyIdOf, signPackClaim } from '../../../server/lib/certificates/certificate-signing';
import type { AcademyKey } from '../../../src/data/packs/course-pack';

/** A formation with one lesson (two renditions), an attachment and a picture, signed by a test academy. */

export const LESSON = '11111111-1111-4111-8111-111111111111';
export const ATTACHMENT = '22222222-2222-4222-8222-222222222222';

export function must<T>(value: T | null | undefined): T {
  if (value == null) throw new Error('missing');
  return value;
}

export function bytes(length: number, seed: number): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(length);
  for (let index = 0; index < length; index += 1) out[index] = (index * 31 + seed) & 0xff;
  return out;
}
export const sha = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

export const media: Record<string, Uint8Array<ArrayBuffer>> = {
  [`/api/media/lessons/${LESSON}/renditions/low`]: bytes(1500, 1),
  [`/api/media/lessons/${LESSON}/video`]: bytes(4000, 2),
  [`/api/media/attachments/${ATTACHMENT}`]: bytes(700, 3),
  '/media/thumbnails/bees-480.webp': bytes(300, 4),
};
const signedUrl = (path: string) => `${path}?uid=a&exp=1&scope=offline&sig=xyz`;

export function manifest(): OfflineManifest {
  const file = (path: string, kind: OfflineFile['kind'], extra: Partial<OfflineFile> = {}): OfflineFile => {
    const data = must(media[path]);
    return {
      url: kind === 'thumbnail' ? path : signedUrl(path),
      size: data.length,
      sha256: sha(data),
      kind,
      lesson_id: kind === 'thumbnail' ? null : LESSON,
      ...extra,
    };
  };
  const low = `/api/media/lessons/${LESSON}/renditions/low`;
  const standard = `/api/media/lessons/${LESSON}/video`;
  return {
    formation_id: 'f0000000-0000-4000-8000-000000000001',
    version: 'v1',
    generated_at: '2026-11-28T10:00:00.000Z',
    expires_at: '2026-11-28T16:00:00.000Z',
    files: [
      file(low, 'video', { rendition: 'low' }),
      file(standard, 'video', { rendition: 'standard' }),
      file(`/api/media/attachments/${ATTACHMENT}`, 'attachment'),
      file('/media/thumbnails/bees-480.webp', 'thumbnail'),
    ],
    lessons: [
      {
        id: LESSON,
        summary: { ar: 'ملخص', fr: 'Résumé', en: 'Summary' },
        about: { ar: 'عن', fr: 'À propos', en: 'About' },
        views: 4,
        viewed: true,
        video: { url: signedUrl(standard), size: 4000, sha256: sha(must(media[standard])), mime_type: 'video/mp4' },
        renditions: [
          { name: 'low', url: signedUrl(low), size: 1500, sha256: sha(must(media[low])), mime_type: 'video/mp4' },
          { name: 'standard', url: signedUrl(standard), size: 4000, sha256: sha(must(media[standard])), mime_type: 'video/mp4' },
        ],
      },
    ],
    attachments: [
      {
        id: ATTACHMENT,
        lesson_id: LESSON,
        file_name: 'guide.pdf',
        mime_type: 'application/pdf',
        size: 700,
        position: 0,
        url: signedUrl(`/api/media/attachments/${ATTACHMENT}`),
      },
    ],
  };
}

export function academy(): { privateKey: KeyObject; key: AcademyKey } {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  return {
    privateKey,
    key: { key_id: keyIdOf(publicKey), public_key: publicKey.export({ format: 'der', type: 'spki' }).subarray(-32).toString('base64url') },
  };
}

export const ours = academy();
export function signedManifest(privateKey: KeyObject = ours.privateKey): OfflineManifest {
  const plain = manifest();
  return { ...plain, pack: signPackClaim(privateKey, packClaimOf(plain, 'bee keeping/101')) };
}
export const onDevice = async (file: OfflineFile) => new Blob([must(media[mediaFileKey(file.url)])]);
