import type { Page } from '@playwright/test';
import { expect, text, type Json } from './fixtures';

/**
 * Completes the lesson on screen as a learner does: a video is played from its start at twice the speed (the
 * fastest that counts: contract/watched-intervals.ts; 90 % played, not skipped to, completes it), any other
 * lesson is marked complete. `study` is the study namespace in the page's language.
 */
export async function completeLesson(page: Page, study: Json): Promise<void> {
  const stage = page.locator('.study-stage');
  const video = page.locator('video');
  if ((await video.count()) > 0) {
    const error = await video.evaluate(async (element: HTMLVideoElement) => {
      element.muted = true;
      if (element.readyState < 1) {
        await new Promise((resolve) => {
          element.addEventListener('loadedmetadata', resolve, { once: true });
          element.addEventListener('error', resolve, { once: true });
        });
      }
      if (element.error) return element.error.code;
      element.currentTime = 0;
      element.playbackRate = 2;
      await element.play();
      return null;
    });
    expect(error).toBeNull();
  } else {
    await page.getByRole('button', { name: text(study, 'lesson.markComplete') }).click();
  }
  await expect(stage.getByText(text(study, 'lesson.completed'), { exact: true })).toBeVisible({ timeout: 60_000 });
  if ((await video.count()) > 0) await video.evaluate((element: HTMLVideoElement) => element.pause());
}
