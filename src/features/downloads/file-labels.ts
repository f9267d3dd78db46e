import type { Lesson } from '../../../contract/catalogue';
import type { Language } from '../../../contract/constants';
import { mediaFileKey, type OfflineManifest } from '../../../contract/study';
import { pickLanguage } from '../../../contract/pick-language';

export interface FileLabelWords {
  video: (title: string) => string;
  picture: string;
  searchIndex: string;
  untitled: string;
}

/** What each file of a pack is, in words a learner recognises: the lesson's video, the sheet's name. */
export function fileLabels(
  manifest: OfflineManifest | null,
  lessons: readonly Lesson[],
  language: Language,
  words: FileLabelWords,
): Map<string, string> {
  const labels = new Map<string, string>();
  if (!manifest) return labels;
  const titles = new Map(lessons.map((lesson) => [lesson.id, pickLanguage(lesson.title, language).trim()]));
  for (const file of manifest.files) {
    const key = mediaFileKey(file.url);
    if (labels.has(key)) continue;
    if (file.kind === 'video') labels.set(key, words.video((file.lesson_id && titles.get(file.lesson_id)) || words.untitled));
    else if (file.kind === 'thumbnail') labels.set(key, words.picture);
    else if (file.kind === 'search-index') labels.set(key, words.searchIndex);
    else
      labels.set(
        key,
        manifest.attachments.find((attachment) => mediaFileKey(attachment.url) === key)?.file_name ?? key.split('/').pop() ?? key,
      );
  }
  return labels;
}
