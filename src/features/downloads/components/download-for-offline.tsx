import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useId, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import type { ErrorCode } from '../../../../contract/errors';
import { publicDb } from '../../../data/db';
import { DownloadError } from '../../../data/downloads/chunked-download';
import { pauseDownload, planDownload, resumeDownload, StorageShortError, startDownload } from '../../../data/downloads/download-runner';
import { studyPackSyncTarget, studyPackTargetKey } from '../../../data/resources/study-pack-sync-target';
import { followTarget } from '../../../data/sync-runtime';
import { enrollmentQueued } from '../../../data/outbox/outbox-queries';
import { pickLanguage } from '../../../../contract/pick-language';
import { packSizesByRendition } from '../../../../contract/study';
import { useRenditionChoice } from '../../../lib/rendition-choice';
import { RenditionPicker } from '../../../domain-ui/rendition-picker';
import { ApiError } from '../../../lib/api';
import { formatSize } from '../../../lib/format-size';
import { isolate } from '../../../lib/bidi';
import { errorKeyOptions } from '../../../lib/i18n';
import type { OfflineDownloadProps } from '../../../lib/offline-download-slot';
import { paths } from '../../../lib/paths';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-language';
import { Button } from '../../../ui/button';
import { BidiText } from '../../../ui/bidi-text';
import { fileLabels } from '../file-labels';
import { useOnline } from '../../../lib/use-online';
import { usePackProgress } from '../hooks/use-pack-progress';
import { useUserDb } from '../../../lib/use-user-db';
import { PackProgressView } from './pack-progress-view';
import { SharePack } from './share-pack';
import { DataCostNote } from '../cost/data-cost-note';
import { useDataPrice } from '../../../lib/data-price';
import { queueDownload } from '../../../data/downloads/schedule/download-waits';
import { TimingChoice } from '../schedule/timing-choice';
import { useDownloadTiming, useDownloadWait } from '../schedule/use-download-timing';
import { WaitingDownload } from '../schedule/waiting-download';
import './offline-download.css';

type Problem =
  | { kind: 'space'; needed: number; available: number }
  | { kind: 'api'; code: ErrorCode }
  | { kind: 'download'; code: DownloadError['code'] };

/**
 * "Download for offline" for one formation (course detail and study views): the size first (and what is
 * already on the phone), a clear refusal when space is short, then one bar overall and one per file,
 * pause and resume. The download itself lives in src/data/downloads and carries on across screens.
 */
export function DownloadForOffline({ formationId }: OfflineDownloadProps) {
  const { t } = useTranslation('downloads');
  const language = useLanguage();
  const db = useUserDb();
  const online = useOnline();
  const headingId = useId();
  const [problem, setProblem] = useState<Problem | null>(null);
  const [starting, setStarting] = useState(false);
  const pack = useLiveQuery(async () => (db ? ((await db.download_packs.get(formationId)) ?? null) : null), [db, formationId]);
  const studyPack = useLiveQuery(async () => (db ? ((await db.study_packs.get(formationId)) ?? null) : null), [db, formationId]);
  const manifest = studyPack?.manifest ?? null;
  const [rendition, chooseRendition] = useRenditionChoice();
  const dataPrice = useDataPrice();
  const plan = useLiveQuery(async () => (db && manifest ? planDownload(db, manifest, rendition) : null), [db, manifest, rendition]);
  const sizes = useMemo(() => (manifest ? packSizesByRendition(manifest.files) : {}), [manifest]);
  const offersChoice = Object.keys(sizes).length > 1;
  const lessons = useLiveQuery(() => publicDb().lessons.where('formation_id').equals(formationId).toArray(), [formationId]);
  const formation = useLiveQuery(() => publicDb().formations.get(formationId), [formationId]);
  const formationTitle = formation ? pickLanguage(formation.title, language) : '';
  const live = usePackProgress(db, formationId);
  // An enrollment made a moment ago may still be in the outbox; the server refuses the manifest until it lands.
  const enrolling = useLiveQuery(async () => (db ? enrollmentQueued(db, formationId) : false), [db, formationId]);
  // Set to wait for Wi-Fi or the night (src/data/downloads/schedule): shown waiting instead of the offer.
  const [timing, chooseTiming] = useDownloadTiming();
  const wait = useDownloadWait(db, formationId);

  // The size is shown before anything starts, so the study pack is followed as soon as the control shows:
  // through the sync engine, so the study screen beside it shares one fetch (two fetches gave two signed
  // URLs, and the second replaced the video the learner had started).
  useEffect(() => {
    if (!db || !online || enrolling !== false) return;
    const following = followTarget(studyPackSyncTarget(db, formationId));
    let cancelled = false;
    void following.pulled
      .then(async (outcome) => {
        if (cancelled || outcome === 'busy') return;
        // The engine keeps the refusal's code (null when the network failed: the stored pack stands).
        const code = outcome === 'failed' ? ((await db.sync_state.get(studyPackTargetKey(formationId)))?.error_code ?? null) : null;
        if (!cancelled) setProblem(code ? { kind: 'api', code } : null);
      })
      // The learner signed out meanwhile and the database closed: nothing is left to show.
      .catch(() => undefined);
    return () => {
      cancelled = true;
      following.release();
    };
  }, [db, formationId, online, enrolling]);

  const labels = useMemo(
    () =>
      fileLabels(manifest, lessons ?? [], language, {
        video: (title) => t('files.video', { title: isolate(title) }),
        picture: t('files.picture'),
        searchIndex: t('files.searchIndex'),
        untitled: t('files.untitled'),
      }),
    [manifest, lessons, language, t],
  );

  if (!db || pack === undefined) return null;
  // Not enrolled: the course page offers enrollment instead.
  if (problem?.kind === 'api' && problem.code === 'enrollment.required' && enrolling === false) return null;

  async function start() {
    if (!db) return;
    setProblem(null);
    if (timing.mode !== 'now') {
      await queueDownload(db, { formation_id: formationId, mode: timing.mode, window: timing.window, rendition });
      return;
    }
    setStarting(true);
    try {
      await startDownload(db, formationId, { rendition });
    } catch (error) {
      if (error instanceof StorageShortError) setProblem({ kind: 'space', needed: error.needed, available: error.available });
      else if (error instanceof ApiError) setProblem({ kind: 'api', code: error.code });
      else if (error instanceof DownloadError) setProblem({ kind: 'download', code: error.code });
      else setProblem({ kind: 'api', code: 'unexpected.error' });
    } finally {
      setStarting(false);
    }
  }

  const running = live?.state === 'downloading' || live?.state === 'retrying';
  const packState = running ? live.state : (live?.state ?? (pack ? (pack.status === 'downloading' ? 'paused' : pack.status) : 'idle'));
  // A waiting download has no pack yet; one the browser carries in the background has a paused one.
  const state = wait && (packState === 'idle' || (wait.state === 'background' && packState === 'paused')) ? 'waiting' : packState;
  const outdated = pack?.status === 'complete' && manifest !== null && manifest.version !== pack.version;
  // The pack holds another rendition than the one chosen since: offer to fetch the chosen one.
  const otherRendition = pack?.status === 'complete' && !outdated && plan !== null && plan !== undefined && plan.needed_bytes > 0;
  const picker = offersChoice ? (
    <RenditionPicker
      sizes={sizes}
      value={rendition}
      onChange={chooseRendition}
      language={language}
      legend={t('renditions.legend')}
      disabled={starting || running}
      price={dataPrice?.price}
    />
  ) : null;

  return (
    <section className="offline-download" aria-labelledby={headingId}>
      <h2 id={headingId} className="offline-download__title">
        {t('control.title')}
      </h2>

      {state === 'waiting' && wait ? <WaitingDownload db={db} row={wait} /> : null}

      {state === 'idle' ? (
        <>
          {picker}
          <TimingChoice value={timing} onChange={chooseTiming} disabled={starting} />
          {plan ? (
            <>
              <p className="offline-download__size">
                <BidiText
                  text={
                    plan.on_device_bytes > 0
                      ? t('control.sizeWithLocal', {
                          total: isolate(formatSize(plan.total_bytes, language)),
                          local: isolate(formatSize(plan.on_device_bytes, language)),
                        })
                      : t('control.size', { total: isolate(formatSize(plan.total_bytes, language)) })
                  }
                />
              </p>
              <DataCostNote bytes={plan.needed_bytes} language={language} />
            </>
          ) : (
            <p className="offline-download__size">{online ? t('control.measuring') : t('control.needsConnection')}</p>
          )}
          <Button onClick={() => void start()} busy={starting} disabled={(timing.mode === 'now' && !online) || !plan}>
            {timing.mode === 'now' ? t('control.download') : t('schedule.queue')}
          </Button>
        </>
      ) : null}

      {live && (running || state === 'paused') ? <PackProgressView progress={live} labels={labels} language={language} /> : null}

      {running ? (
        <Button variant="secondary" onClick={() => pauseDownload(db, formationId)}>
          {t('control.pause')}
        </Button>
      ) : null}

      {state === 'paused' ? (
        <>
          <p role="status">{t('state.paused')}</p>
          <Button onClick={() => void resumeDownload(db, formationId)} disabled={!online}>
            {t('control.resume')}
          </Button>
        </>
      ) : null}

      {state === 'complete' && pack ? (
        <>
          <p className="offline-download__done" role="status">
            <BidiText text={t('state.complete', { size: isolate(formatSize(pack.total_bytes, language)) })} />
          </p>
          <SharePack db={db} formationId={formationId} title={formationTitle} language={language} />
          {picker}
          {otherRendition ? <DataCostNote bytes={plan.needed_bytes} language={language} /> : null}
          {otherRendition ? (
            <Button onClick={() => void start()} busy={starting} disabled={!online}>
              {t('control.update')}
            </Button>
          ) : null}
          {outdated ? (
            <>
              <p>{t('state.outdated')}</p>
              <Button onClick={() => void start()} busy={starting} disabled={!online}>
                {t('control.update')}
              </Button>
            </>
          ) : null}
        </>
      ) : null}

      {state === 'error' ? (
        <>
          <p role="alert">{t(`errors.${live?.error ?? pack?.error ?? 'refused'}`)}</p>
          <Button onClick={() => void start()} busy={starting} disabled={!online}>
            {t('control.retry')}
          </Button>
        </>
      ) : null}

      {problem ? (
        <p className="offline-download__problem" role="alert">
          <BidiText
            text={
              problem.kind === 'space'
                ? t('errors.storage_short_detail', {
                    needed: isolate(formatSize(problem.needed, language)),
                    available: isolate(formatSize(problem.available, language)),
                  })
                : problem.kind === 'download'
                  ? t(`errors.${problem.code}`)
                  : t(problem.code, errorKeyOptions)
            }
          />
        </p>
      ) : null}

      {pack ? (
        <Link className="offline-download__manage" to={paths.downloads}>
          {t('control.manage')}
        </Link>
      ) : null}
    </section>
  );
}
