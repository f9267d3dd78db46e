import { describe, expect, it } from 'vitest';
import { mediaFileKey, type StudyLesson } from '../../../contract/study';
import { choosePlayback, unavailableChoice } from '../../../src/features/study/playback';

const rendition = (name: 'low' | 'standard' | 'audio', size: number) => ({
  name,
  url: `/api/media/lessons/l1/renditions/${name}?v=1`,
  size,
  mime_type: name === 'audio' ? 'audio/mp4' : 'video/mp4',
});
const lesson = {
  id: 'l1',
  renditions: [rendition('low', 200_000), rendition('standard', 430_000), rendition('audio', 90_000)],
} as unknown as StudyLesson;

describe('a rendition chosen offline that is not on the phone', () => {
  const onPhone = new Set([mediaFileKey(rendition('standard', 0).url)]);

  it('plays the downloaded one and names the choice that could not be honoured', () => {
    const playback = choosePlayback(lesson, 'audio', onPhone, false);
    expect(playback?.rendition.name).toBe('standard');
    expect(unavailableChoice(lesson, 'audio', playback)).toBe('audio');
  });

  it('says nothing when the choice plays', () => {
    expect(unavailableChoice(lesson, 'standard', choosePlayback(lesson, 'standard', onPhone, false))).toBeNull();
  });
});
