import { describe, expect, it } from 'vitest';
import { lessonRendition, packFiles, packSizesByRendition, type OfflineFile, type StudyLesson } from '../../contract/study';

const A = 'lesson-a';
const B = 'lesson-b';
const file = (path: string, size: number, extra: Partial<OfflineFile> = {}): OfflineFile => ({
  url: `${path}?sig=x`,
  size,
  sha256: path,
  kind: 'video',
  lesson_id: A,
  ...extra,
});

/** Lesson A has every rendition; lesson B is a seeded clip with only its original; one attachment, one thumbnail. */
const files: OfflineFile[] = [
  file('/a/low', 19, { rendition: 'low' }),
  file('/a/standard', 34, { rendition: 'standard' }),
  file('/a/audio', 2, { rendition: 'audio' }),
  file('/b/video', 10, { lesson_id: B, rendition: 'standard' }),
  file('/att', 5, { kind: 'attachment', lesson_id: null }),
  file('/thumb', 1, { kind: 'thumbnail', lesson_id: null }),
];

describe('renditions in the offline pack', () => {
  it('carries one video per lesson: the chosen rendition, else standard', () => {
    expect(packFiles(files, 'low').map((entry) => entry.url.split('?')[0])).toEqual(['/a/low', '/b/video', '/att', '/thumb']);
    expect(packFiles(files, 'audio').map((entry) => entry.url.split('?')[0])).toEqual(['/a/audio', '/b/video', '/att', '/thumb']);
    expect(packFiles(files, 'standard').map((entry) => entry.url.split('?')[0])).toEqual(['/a/standard', '/b/video', '/att', '/thumb']);
  });

  it('reads a manifest from before renditions (no `rendition` field) as standard', () => {
    const old = files.slice(3).map(({ rendition: _rendition, ...rest }) => rest);
    expect(packFiles(old, 'low')).toEqual(old);
  });

  it('gives the size of the pack for each choice', () => {
    expect(packSizesByRendition(files)).toEqual({ low: 19 + 10 + 6, standard: 34 + 10 + 6, audio: 2 + 10 + 6 });
    expect(packSizesByRendition(files.slice(3))).toEqual({ standard: 16 });
  });

  it('plays the chosen rendition of a lesson, or its standard one', () => {
    const rendition = (name: 'low' | 'standard' | 'audio') => ({ name, url: `/${name}`, size: 1, sha256: name, mime_type: 'video/mp4' });
    const lesson: StudyLesson = {
      id: A,
      summary: { ar: '', fr: '', en: '' },
      about: { ar: '', fr: '', en: '' },
      views: 0,
      video: rendition('standard'),
      renditions: [rendition('low'), rendition('standard')],
    };
    expect(lessonRendition(lesson, 'low')?.url).toBe('/low');
    expect(lessonRendition(lesson, 'audio')?.url).toBe('/standard');
    expect(lessonRendition({ ...lesson, renditions: undefined }, 'low')?.url).toBe('/standard');
    expect(lessonRendition({ ...lesson, renditions: undefined, video: null }, 'low')).toBeNull();
  });
});
