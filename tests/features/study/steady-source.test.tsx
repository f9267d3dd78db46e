// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { StudyRendition } from '../../../contract/study';
import { LessonStage } from '../../../src/features/study/components/lesson-stage';
import { loadNamespaces, setLanguage } from '../../../src/lib/i18n';
import { lessonRow, text } from '../../data/catalogue-rows';

/**
 * A study pack renewed while a lesson's video plays gives the same file a new signed URL (and a finished
 * download gives its offline copy): the playing video keeps its source until the learner pauses it, it
 * ends or its source fails, instead of being stopped and loaded again from the start.
 */
const COURSE = '0190eeee-0000-7000-8000-000000000002';
const lesson = lessonRow(COURSE, '0190eeee-0000-7000-8000-0000000000m1', 1, { title: text('Pruning'), duration_seconds: 300 });
const path = `/api/media/lessons/${lesson.id}/renditions/standard`;
const signed = (signature: string) => `${path}?uid=u&exp=1&scope=stream&sig=${signature}`;
const rendition = (url: string, name: StudyRendition['name'] = 'standard'): StudyRendition => ({
  name,
  url,
  size: 1000,
  sha256: 'a'.repeat(64),
  mime_type: 'video/mp4',
});

function stage(video: StudyRendition, options: { downloaded?: boolean } = {}) {
  return (
    <LessonStage
      db={null}
      formationId={COURSE}
      lesson={lesson}
      access={{ id: lesson.id, index: 0, completed: false, unlocked: true }}
      content={null}
      progress={undefined}
      rendition={video}
      downloaded={options.downloaded ?? false}
      online
      workerReady
      previous={null}
      language="en"
      onOpenPrevious={() => undefined}
      onVideoError={() => undefined}
    />
  );
}

const player = () => screen.getByLabelText<HTMLVideoElement>('Pruning', { selector: 'video' });

beforeAll(async () => {
  await setLanguage('en', { persist: false });
  await loadNamespaces('en', ['study', 'common']);
});
afterEach(cleanup);

describe('the lesson player while its study pack is renewed', () => {
  it('keeps the playing source through a renewed link, and takes the new one when the learner pauses', () => {
    const view = render(stage(rendition(signed('first'))));
    const playing = player();
    fireEvent.play(playing);
    view.rerender(stage(rendition(signed('renewed'))));
    expect(player()).toBe(playing);
    expect(player().getAttribute('src')).toBe(signed('first'));

    fireEvent.pause(playing);
    expect(player().getAttribute('src')).toBe(signed('renewed'));
  });

  it('keeps playing the stream when the download of the same file finishes, and plays the offline copy after the end', () => {
    const view = render(stage(rendition(signed('first'))));
    const playing = player();
    fireEvent.play(playing);
    view.rerender(stage(rendition(signed('first')), { downloaded: true }));
    expect(player().getAttribute('src')).toBe(signed('first'));

    fireEvent.ended(playing);
    expect(player().getAttribute('src')).toBe(path);
  });

  it('takes a renewed link at once when the playing one fails', () => {
    const view = render(stage(rendition(signed('first'))));
    fireEvent.play(player());
    view.rerender(stage(rendition(signed('renewed'))));
    fireEvent.error(player());
    expect(player().getAttribute('src')).toBe(signed('renewed'));
  });

  it('changes at once to another rendition the learner chose, and to a new link of a paused video', () => {
    const view = render(stage(rendition(signed('first'))));
    fireEvent.play(player());
    const low = `/api/media/lessons/${lesson.id}/renditions/low?uid=u&exp=1&scope=stream&sig=x`;
    view.rerender(stage(rendition(low, 'low')));
    expect(player().getAttribute('src')).toBe(low);

    fireEvent.pause(player());
    const renewedLow = low.replace('sig=x', 'sig=y');
    view.rerender(stage(rendition(renewedLow, 'low')));
    expect(player().getAttribute('src')).toBe(renewedLow);
  });
});
