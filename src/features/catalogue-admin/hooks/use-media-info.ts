import { useEffect, useState } from 'react';
import { getMediaInfo, type MediaInfo } from '../api/media-api';

const POLL_MS = 3_000;
const FINAL_STATES: readonly MediaInfo['state'][] = ['ready', 'failed', 'unavailable'];

/** Polls a media's rendition state until the server is done with it (ready, failed or no ffmpeg). */
export function useMediaInfo(mediaId: string | null): { info: MediaInfo | null; failed: boolean } {
  // Answers are kept with the id they are about, so a replaced video never shows the old one's state.
  const [answer, setAnswer] = useState<{ mediaId: string; info: MediaInfo | null; failed: boolean } | null>(null);

  useEffect(() => {
    if (!mediaId) return undefined;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      try {
        const next = await getMediaInfo(mediaId, controller.signal);
        setAnswer({ mediaId, info: next, failed: false });
        if (FINAL_STATES.includes(next.state)) return;
      } catch {
        if (controller.signal.aborted) return;
        setAnswer((previous) => ({ mediaId, info: previous?.mediaId === mediaId ? previous.info : null, failed: true }));
      }
      timer = setTimeout(() => void poll(), POLL_MS);
    };
    void poll();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [mediaId]);

  return answer && answer.mediaId === mediaId ? { info: answer.info, failed: answer.failed } : { info: null, failed: false };
}
