import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { Formation, Lesson } from '../../../../contract/catalogue';
import type { Language } from '../../../../contract/constants';
import { pickLanguage } from '../../../../contract/pick-language';
import { publicDb } from '../../../data/db';
import { deletePack, pauseDownload, resumeDownload, startDownload } from '../../../data/downloads/download-runner';
import type { DownloadPackRow, StudyPackRow } from '../../../data/downloads/download-records';
import { refreshStudyPack } from '../../../data/downloads/offline-manifest';
import { storageEstimate, type StorageFigures } from '../../../data/downloads/storage-estimate';
import type { UserDatabase } from '../../../data/user-db';
import { formatValue } from '../../../lib/format';
import { formatSize } from '../../../lib/format-size';
import { isolate } from '../../../lib/bidi';
import { paths } from '../../../lib/paths';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-language';
import { Button } from '../../../ui/button';
import { BidiText } from '../../../ui/bidi-text';
import { Page } from '../../../ui/page';
import { Spinner } from '../../../ui/spinner';
import { ImportPack } from '../components/import-pack';
import { WaitingDownloads } from '../schedule/waiting-downloads';
import { PackProgressView } from '../components/pack-progress-view';
import { SharePack } from '../components/share-pack';
import { fileLabels } from '../file-labels';
import { useOnline } from '../../../lib/use-online';
import { useRemote } from '../../../lib/use-remote';
import { usePackProgress } from '../hooks/use-pack-progress';
import { MonthUsage } from '../cost/month-usage';
import { useDataPrice } from '../../../lib/data-price';
import { formatDataCost } from '../../../lib/format-data-cost';
import { useUserDb } from '../../../lib/use-user-db';
import './downloads.css';

type Freshness = 'checking' | 'current' | 'outdated' | 'unknown';

const FREED_POLLS = 20;
const FREED_POLL_MS = 1000;

interface PackEntry {
  pack: DownloadPackRow;
  study: StudyPackRow | null;
  formation: Formation | null;
  lessons: Lesson[];
}

async function readPacks(db: UserDatabase): Promise<PackEntry[]> {
  const packs = await db.download_packs.toArray();
  return Promise.all(
    packs.map(async (pack) => ({
      pack,
      study: (await db.study_packs.get(pack.formation_id)) ?? null,
      formation: (await publicDb().formations.get(pack.formation_id)) ?? null,
      lessons: await publicDb().lessons.where('formation_id').equals(pack.formation_id).toArray(),
    })),
  );
}

function formatDate(iso: string, language: Language): string {
  return formatValue(new Date(iso), 'datetime', language, { dateStyle: 'medium', timeStyle: 'short' });
}

interface PackItemProps {
  db: UserDatabase;
  entry: PackEntry;
  freshness: Freshness;
  online: boolean;
  language: Language;
  onDelete: (formationId: string) => Promise<void>;
}

function PackItem({ db, entry, freshness, online, language, onDelete }: PackItemProps) {
  const { t } = useTranslation(['downloads', 'common']);
  const { pack } = entry;
  const id = pack.formation_id;
  const live = usePackProgress(db, id);
  const dataPrice = useDataPrice();
  const [busy, setBusy] = useState(false);
  const title = entry.formation ? pickLanguage(entry.formation.title, language) : t('page.unknownCourse');
  const labels = useMemo(
    () =>
      fileLabels(entry.study?.manifest ?? null, entry.lessons, language, {
        video: (lessonTitle) => t('files.video', { title: isolate(lessonTitle) }),
        picture: t('files.picture'),
        searchIndex: t('files.searchIndex'),
        untitled: t('files.untitled'),
      }),
    [entry, language, t],
  );
  const running = live?.state === 'downloading' || live?.state === 'retrying';
  const status = running ? 'downloading' : pack.status === 'downloading' ? 'paused' : pack.status;
  const freshnessText: Record<Freshness, string> = {
    checking: t('page.checking'),
    current: t('page.current'),
    outdated: t('page.outdated'),
    unknown: online ? t('page.checkFailed') : t('page.checkOffline'),
  };

  return (
    <li className="download-item">
      <h2 className="download-item__title" dir="auto">
        <Link to={paths.study(id)}>{title}</Link>
      </h2>
      <dl className="download-item__facts">
        <div>
          <dt>{t('page.size')}</dt>
          <dd>
            <bdi>{formatSize(pack.total_bytes, language)}</bdi>
            {dataPrice ? (
              <>
                {' '}
                <bdi className="download-item__cost">
                  {t('common:dataCost.approx', { cost: formatDataCost(pack.total_bytes, dataPrice.price, language) })}
                </bdi>
              </>
            ) : null}
          </dd>
        </div>
        <div>
          <dt>{t('page.downloadedAt')}</dt>
          <dd>{pack.completed_at ? <bdi>{formatDate(pack.completed_at, language)}</bdi> : t(`page.status.${status}`)}</dd>
        </div>
        <div>
          <dt>{t('page.freshness')}</dt>
          <dd className={`download-item__freshness download-item__freshness--${freshness}`}>{freshnessText[freshness]}</dd>
        </div>
      </dl>
      {status === 'complete' ? <SharePack db={db} formationId={id} title={title} language={language} /> : null}
      {live && status !== 'complete' ? <PackProgressView progress={live} labels={labels} language={language} /> : null}
      {status === 'error' && pack.error ? <p role="alert">{t(`errors.${pack.error}`)}</p> : null}
      <div className="download-item__actions">
        {running ? (
          <Button variant="secondary" onClick={() => pauseDownload(db, id)}>
            {t('control.pause')}
          </Button>
        ) : null}
        {status === 'paused' || status === 'error' ? (
          <Button variant="secondary" disabled={!online} onClick={() => void resumeDownload(db, id)}>
            {t('control.resume')}
          </Button>
        ) : null}
        {status === 'complete' && freshness === 'outdated' ? (
          <Button variant="secondary" disabled={!online} onClick={() => void startDownload(db, id).catch(() => undefined)}>
            {t('control.update')}
          </Button>
        ) : null}
        <Button
          variant="secondary"
          className="download-item__delete"
          busy={busy}
          onClick={() => {
            setBusy(true);
            void onDelete(id).finally(() => setBusy(false));
          }}
        >
          <BidiText text={t('page.delete', { title: isolate(title) })} />
        </Button>
      </div>
    </li>
  );
}

/**
 * /downloads (DESIGN.md): each downloaded formation with its size, when it was downloaded, whether it is
 * up to date with the server, its progress while downloading, and delete, which frees the space (the
 * browser's storage estimate before and after is shown).
 */
export function Component() {
  const { t } = useTranslation(['downloads', 'common']);
  const language = useLanguage();
  const db = useUserDb();
  const online = useOnline();
  const entries = useLiveQuery(async () => (db ? readPacks(db) : []), [db]);
  const storage = useRemote<StorageFigures | null>('storage', () => storageEstimate());
  const figures = storage.data;
  const [checked, setChecked] = useState<Record<string, 'checking' | 'done' | 'failed'>>({});
  const [freed, setFreed] = useState<{ before: number; after: number | null } | null>(null);
  const [search] = useSearchParams();

  const { update: showFigures } = storage;
  const measure = useCallback(async () => {
    const next = await storageEstimate();
    showFigures(() => next);
    return next;
  }, [showFigures]);

  // Up to date? Ask the server for each pack's current manifest (once per visit while online).
  const formationIds = (entries ?? []).map((entry) => entry.pack.formation_id).join(',');
  useEffect(() => {
    if (!db || !online || !formationIds) return;
    let cancelled = false;
    void (async () => {
      for (const formationId of formationIds.split(',')) {
        if (cancelled) return;
        setChecked((current) => (current[formationId] ? current : { ...current, [formationId]: 'checking' }));
        const outcome = await refreshStudyPack(db, formationId).then(
          () => 'done' as const,
          () => 'failed' as const,
        );
        if (!cancelled) setChecked((current) => ({ ...current, [formationId]: outcome }));
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [db, online, formationIds]);

  async function remove(formationId: string) {
    if (!db) return;
    const size = (await db.download_packs.get(formationId))?.total_bytes ?? 0;
    const before = (await measure())?.usage ?? null;
    await deletePack(db, formationId);
    if (before === null) return;
    setFreed({ before, after: null });
    // Browsers give deleted cache space back a few seconds later: measure until it shows, or give up.
    let after = before;
    for (let attempt = 0; attempt < FREED_POLLS; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, FREED_POLL_MS));
      after = (await measure())?.usage ?? before;
      if (before - after >= size / 2) break;
    }
    setFreed({ before, after });
  }

  function freshnessOf(entry: PackEntry): Freshness {
    const state = checked[entry.pack.formation_id];
    if (state === 'checking') return 'checking';
    if (state !== 'done' || !entry.study) return 'unknown';
    return entry.study.manifest.version === entry.pack.version ? 'current' : 'outdated';
  }

  return (
    <Page title={t('common:pages.downloads')} lead={t('page.lead')} className="downloads-page">
      <p className="downloads-page__storage" data-testid="storage-usage">
        {figures === undefined ? (
          t('page.measuring')
        ) : figures === null ? (
          t('page.storageUnknown')
        ) : (
          <BidiText
            text={t('page.storage', {
              usage: isolate(formatSize(figures.usage, language)),
              quota: isolate(formatSize(figures.quota, language)),
            })}
          />
        )}
      </p>
      <p role="status" aria-live="polite" className="downloads-page__freed">
        {freed === null ? null : freed.after === null ? (
          t('page.freeing')
        ) : (
          <BidiText
            text={t('page.freed', {
              before: isolate(formatSize(freed.before, language)),
              after: isolate(formatSize(freed.after, language)),
              freed: isolate(formatSize(Math.max(0, freed.before - freed.after), language)),
            })}
          />
        )}
      </p>
      {db ? <MonthUsage db={db} language={language} /> : null}
      {db ? <ImportPack db={db} language={language} fromShare={search.get('import') === 'shared'} /> : null}
      {db ? <WaitingDownloads db={db} language={language} /> : null}
      {entries === undefined || !db ? (
        <Spinner />
      ) : entries.length === 0 ? (
        <div className="downloads-page__empty">
          <p>{t('page.empty')}</p>
          <Link to={paths.dashboard}>{t('page.toDashboard')}</Link>
        </div>
      ) : (
        <ul className="downloads-page__list">
          {entries.map((entry) => (
            <PackItem
              key={entry.pack.formation_id}
              db={db}
              entry={entry}
              freshness={freshnessOf(entry)}
              online={online}
              language={language}
              onDelete={remove}
            />
          ))}
        </ul>
      )}
    </Page>
  );
}
