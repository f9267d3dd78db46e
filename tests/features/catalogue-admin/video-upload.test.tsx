// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminLesson } from '../../../contract/editor';
import { VideoUpload } from '../../../src/features/catalogue-admin/components/video-upload';
import type { UploadTransport } from '../../../src/features/catalogue-admin/hooks/use-video-upload';
import { formatValue } from '../../../src/lib/format';
import { loadNamespaces, setLanguage } from '../../../src/lib/i18n';
import { useSession } from '../../../src/lib/session';
import { json, stubApi, type Sent } from '../catalogue/support';
import { bytesReader, FakeTusServer, MemoryUrlStorage } from './fake-tus';
import { FORMATION, lessonRow, moduleRow } from './support';

const MB = 1024 * 1024;
const module = moduleRow(1);

beforeAll(async () => {
  await setLanguage('en', { persist: false });
  await loadNamespaces('en', ['catalogue-admin', 'common', 'errors']);
});
beforeEach(() => {
  useSession.setState({ token: 'staff-token' });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Harness({ transport, initial }: { transport: UploadTransport; initial: AdminLesson }) {
  const [lesson, setLesson] = useState(initial);
  return (
    <Suspense fallback={<p>suspended</p>}>
      <VideoUpload formationId={FORMATION} moduleId={module.id} lesson={lesson} onLessonChanged={setLesson} transport={transport} />
    </Suspense>
  );
}

function video(size: number, name = 'pruning.mp4'): { file: File; bytes: Uint8Array } {
  const bytes = new Uint8Array(size).map((_, index) => index % 251);
  return { file: new File([bytes], name, { type: 'video/mp4', lastModified: 1 }), bytes };
}

function api(sent: Sent[] = []) {
  return stubApi((request) => {
    sent.push(request);
    if (request.method === 'PATCH') {
      const body = request.body as { video_media_id: string };
      return json(200, { ...lessonRow(module.id, 1), video_media_id: body.video_media_id, has_video: true, version: 2 });
    }
    return json(200, {
      id: request.path.split('/').at(-1),
      kind: 'video',
      file_name: 'pruning.mp4',
      size: 12 * MB,
      mime_type: 'video/mp4',
      state: 'unavailable',
      progress: 0,
      duration_seconds: null,
      renditions: [],
      transcoding_available: false,
      error: null,
      created_at: '2026-03-01T10:00:00.000Z',
    });
  });
}

describe('lesson video upload', () => {
  it('says when a linked video’s duration is not known yet, since publishing waits for it', async () => {
    api();
    const transport: UploadTransport = {
      httpStack: new FakeTusServer().httpStack,
      urlStorage: new MemoryUrlStorage(),
      fileReader: bytesReader(new Map()),
      fingerprint: async (input) => `fp-${(input as File).name}`,
    };
    render(
      <Harness
        transport={transport}
        initial={{ ...lessonRow(module.id, 1), video_media_id: 'media-2', has_video: true, duration_seconds: 0 }}
      />,
    );
    expect(await screen.findByText('Duration not known yet: publishing waits for it.')).toBeInTheDocument();
  });

  it('shows "preparing" with a progress icon, not a warning sign', async () => {
    stubApi(() =>
      json(200, {
        id: 'media-1',
        kind: 'video',
        file_name: 'pruning.mp4',
        size: 12 * MB,
        mime_type: 'video/mp4',
        state: 'processing',
        progress: 0.4,
        duration_seconds: 20,
        renditions: [],
        transcoding_available: true,
        error: null,
        created_at: '2026-03-01T10:00:00.000Z',
      }),
    );
    const server = new FakeTusServer();
    const transport: UploadTransport = {
      httpStack: server.httpStack,
      urlStorage: new MemoryUrlStorage(),
      fileReader: bytesReader(new Map()),
      fingerprint: async (input) => `fp-${(input as File).name}`,
    };
    render(
      <Harness
        transport={transport}
        initial={{ ...lessonRow(module.id, 1), video_media_id: 'media-1', has_video: true, duration_seconds: 20 }}
      />,
    );
    // The duration the server read from the file.
    await waitFor(() => expect(document.querySelector('.media-state__duration')?.textContent).toBe('Duration: 0:20'));
    const preparing = await screen.findByText('Preparing the low-data versions: 40%');
    expect(preparing.querySelector('.spinner__wheel[aria-hidden="true"]')).not.toBeNull();
    expect(preparing.closest('[role="status"]')?.textContent).not.toContain('⚠');
  });

  it('shows each rendition’s own progress while it is made, with the language’s percent style', async () => {
    const info = (rendition_progress: { name: string; progress: number }[]) => ({
      id: 'media-3',
      kind: 'video',
      file_name: 'pruning.mp4',
      size: 12 * MB,
      mime_type: 'video/mp4',
      state: 'processing',
      progress: 0.83,
      rendition_progress,
      duration_seconds: 20,
      renditions: [],
      transcoding_available: true,
      error: null,
      created_at: '2026-03-01T10:00:00.000Z',
    });
    stubApi(() =>
      json(
        200,
        info([
          { name: 'low', progress: 1 },
          { name: 'standard', progress: 1 },
          { name: 'audio', progress: 0.257 },
        ]),
      ),
    );
    const transport: UploadTransport = {
      httpStack: new FakeTusServer().httpStack,
      urlStorage: new MemoryUrlStorage(),
      fileReader: bytesReader(new Map()),
      fingerprint: async (input) => `fp-${(input as File).name}`,
    };
    const { unmount } = render(
      <Harness
        transport={transport}
        initial={{ ...lessonRow(module.id, 1), video_media_id: 'media-3', has_video: true, duration_seconds: 20 }}
      />,
    );
    const audio = await screen.findByRole('progressbar', { name: 'Audio only' });
    expect(audio).toHaveAttribute('aria-valuenow', '25');
    expect(audio).toHaveAttribute('aria-valuetext', 'Audio only: 25%');
    expect(screen.getByRole('progressbar', { name: 'Low data' })).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByRole('progressbar', { name: 'Standard' })).toHaveAttribute('aria-valuetext', 'Standard: 100%');
    expect(screen.getByText('Preparing the low-data versions: 83%')).toBeInTheDocument();
    unmount();

    // French: one percent style, the same as everywhere in French (a no-break space before %).
    await loadNamespaces('fr', ['catalogue-admin', 'common', 'errors']);
    await setLanguage('fr', { persist: false });
    try {
      render(
        <Harness
          transport={transport}
          initial={{ ...lessonRow(module.id, 1), video_media_id: 'media-3', has_video: true, duration_seconds: 20 }}
        />,
      );
      const audioFr = await screen.findByRole('progressbar', { name: 'Audio seul' });
      expect(audioFr).toHaveAttribute('aria-valuetext', `Audio seul : ${formatValue(0.25, 'percent', 'fr')}`);
      expect(formatValue(0.25, 'percent', 'fr')).toBe('25\u00a0%');
    } finally {
      await setLanguage('en', { persist: false });
    }
  });

  it('sends the file in chunks with the staff token, through a dropped connection, then attaches it and shows the rendition state', async () => {
    const user = userEvent.setup();
    const server = new FakeTusServer();
    server.dropNextPatch = true;
    const { file, bytes } = video(12 * MB);
    const transport: UploadTransport = {
      httpStack: server.httpStack,
      urlStorage: new MemoryUrlStorage(),
      fileReader: bytesReader(new Map([[file, bytes]])),
      fingerprint: async (input) => `fp-${(input as File).name}`,
    };
    const sent = api();
    render(<Harness transport={transport} initial={lessonRow(module.id, 1)} />);
    await user.upload(await screen.findByLabelText('Choose a video'), file);

    expect(await screen.findByText('Upload finished.')).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: /Upload of/ });
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(bar).toHaveAttribute('aria-valuetext', '100% · 12\u00a0MB of 12\u00a0MB');
    const [id] = [...server.uploads.keys()];
    expect(server.uploads.size).toBe(1);
    expect(server.bytesOf(id ?? '')).toBe(12 * MB);
    expect(Buffer.from(server.contentOf(id ?? '')).equals(Buffer.from(bytes))).toBe(true);
    expect(server.log.every((entry) => entry.authorization === 'Bearer staff-token')).toBe(true);
    // The drop was resumed by asking the server its offset, not by starting over.
    expect(server.log.map((entry) => entry.method)).toContain('HEAD');

    await waitFor(() => expect(sent.some((request) => request.method === 'PATCH')).toBe(true));
    expect(sent.find((request) => request.method === 'PATCH')?.body).toEqual({ version: 1, video_media_id: id });
    expect(await screen.findByText('Renditions are unavailable on this server: learners get the original video.')).toBeInTheDocument();
  });

  it('after a reload offers to continue, and picking the same file resumes at the stored offset', async () => {
    const user = userEvent.setup();
    const server = new FakeTusServer();
    server.hangAfterPatches = 1;
    const storage = new MemoryUrlStorage();
    const { file, bytes } = video(12 * MB);
    const transport: UploadTransport = {
      httpStack: server.httpStack,
      urlStorage: storage,
      fileReader: bytesReader(new Map([[file, bytes]])),
      fingerprint: async (input) => `fp-${(input as File).name}`,
    };
    api();
    const first = render(<Harness transport={transport} initial={lessonRow(module.id, 1)} />);
    await user.upload(await screen.findByLabelText('Choose a video'), file);
    await waitFor(() => expect(screen.getByRole('progressbar', { name: /Upload of/ })).toHaveAttribute('aria-valuenow', '41'));
    first.unmount();

    server.hangAfterPatches = null;
    render(<Harness transport={transport} initial={lessonRow(module.id, 1)} />);
    expect(await screen.findByText(/The upload of .*pruning\.mp4.* was interrupted/)).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Choose the same file to continue'), file);
    expect(await screen.findByText('Upload finished.')).toBeInTheDocument();
    expect(server.uploads.size).toBe(1);
    expect(Buffer.from(server.contentOf([...server.uploads.keys()][0] ?? '')).equals(Buffer.from(bytes))).toBe(true);
    expect(server.log.filter((entry) => entry.method === 'POST')).toHaveLength(1);
  });

  it('pauses and resumes on request', async () => {
    const user = userEvent.setup();
    const server = new FakeTusServer();
    server.hangAfterPatches = 1;
    const { file, bytes } = video(12 * MB);
    const transport: UploadTransport = {
      httpStack: server.httpStack,
      urlStorage: new MemoryUrlStorage(),
      fileReader: bytesReader(new Map([[file, bytes]])),
      fingerprint: async (input) => `fp-${(input as File).name}`,
    };
    api();
    render(<Harness transport={transport} initial={lessonRow(module.id, 1)} />);
    await user.upload(await screen.findByLabelText('Choose a video'), file);
    await user.click(await screen.findByRole('button', { name: 'Pause' }));
    expect(screen.getByText('Paused. Resume when you are ready.')).toBeInTheDocument();
    server.hangAfterPatches = null;
    await user.click(screen.getByRole('button', { name: 'Resume' }));
    expect(await screen.findByText('Upload finished.')).toBeInTheDocument();
    expect(server.bytesOf([...server.uploads.keys()][0] ?? '')).toBe(12 * MB);
  });

  it("shows the server's refusal of the file, translated", async () => {
    const user = userEvent.setup();
    const server = new FakeTusServer();
    server.refuse = { status: 415, code: 'media.type_refused' };
    const { file, bytes } = video(1 * MB, 'notes.txt');
    const transport: UploadTransport = {
      httpStack: server.httpStack,
      urlStorage: new MemoryUrlStorage(),
      fileReader: bytesReader(new Map([[file, bytes]])),
      fingerprint: async (input) => `fp-${(input as File).name}`,
    };
    api();
    render(<Harness transport={transport} initial={lessonRow(module.id, 1)} />);
    await user.upload(await screen.findByLabelText('Choose a video'), file);
    expect(await screen.findByRole('alert')).toHaveTextContent('This file is neither a video nor an audio recording.');
    await act(async () => undefined);
  });
});
