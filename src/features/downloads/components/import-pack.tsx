import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Language } from '../../../../contract/constants';
import { pickLanguage } from '../../../../contract/pick-language';
import { publicDb } from '../../../data/db';
import { academyKey, takeSharedPack } from '../../../data/packs/academy-key';
import { PackError, type PackErrorCode } from '../../../data/packs/course-pack';
import { enrolIfFree, importPack } from '../../../data/packs/import-pack';
import { packOnPhone } from '../../../data/packs/pack-access';
import { keepPaymentMethods } from '../../../data/payment-methods-cache';
import type { UserDatabase } from '../../../data/user-db';
import { isolate } from '../../../lib/bidi';
import { formatSize } from '../../../lib/format-size';
import { paths } from '../../../lib/paths';
import { useOnline } from '../../../lib/use-online';
import { BidiText } from '../../../ui/bidi-text';
import { Button } from '../../../ui/button';
import { PackOnPhone } from '../../../domain-ui/pack-on-phone';
import { ProgressBar } from '../../../ui/progress-bar';
import { DataCostNote } from '../cost/data-cost-note';

interface ImportPackProps {
  db: UserDatabase;
  language: Language;
  /** The page was opened by the share target: take the file the worker kept. */
  fromShare: boolean;
}

type Outcome = { kind: 'done'; formationId: string; title: string; paid: boolean } | { kind: 'refused'; code: PackErrorCode };

/**
 * "Import a course file" on /downloads: a file picker (or the file the share sheet handed over), its size,
 * then the check and the saving with a bar. A refusal says why in the learner's language and that nothing
 * was kept. A free formation is enrolled at once through the outbox, so it opens offline; a paid one shows
 * what it holds and its price, and stays locked until this learner's own enrolment arrives: the learner
 * pays by bank transfer from here, offline too (the receipt waits in the outbox).
 */
export function ImportPack({ db, language, fromShare }: ImportPackProps) {
  const { t } = useTranslation('downloads');
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<{ name: 'checking' | 'storing'; bytes: number; total: number } | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const online = useOnline();
  const importedId = outcome?.kind === 'done' ? outcome.formationId : null;
  // Live: a receipt queued, then the approval arriving, change what the screen says.
  const onPhone = useLiveQuery(async () => (importedId ? packOnPhone(db, importedId) : null), [db, importedId]);

  // A paid pack is paid for by bank transfer, often where there is no network: the academy's accounts are
  // kept on the phone while it has one, so the payment screen can show where to pay offline.
  useEffect(() => {
    if (online) void keepPaymentMethods();
  }, [online]);

  useEffect(() => {
    if (!fromShare) return;
    let cancelled = false;
    void takeSharedPack().then((shared) => {
      if (!cancelled && shared) setFile(shared);
    });
    return () => {
      cancelled = true;
    };
  }, [fromShare]);

  async function run(chosen: File) {
    setOutcome(null);
    setPhase({ name: 'checking', bytes: 0, total: chosen.size });
    try {
      const key = await academyKey();
      const pack = await importPack(db, chosen, key, { onProgress: (name, bytes, total) => setPhase({ name, bytes, total }) });
      const formationId = pack.claim.formation_id;
      const formation = await publicDb().formations.get(formationId);
      const paid = (await enrolIfFree(db, formationId, formation)) === 'paid';
      setOutcome({ kind: 'done', formationId, title: formation ? pickLanguage(formation.title, language) : pack.claim.slug, paid });
      setFile(null);
    } catch (error) {
      setOutcome({ kind: 'refused', code: error instanceof PackError ? error.code : 'storage_failed' });
    } finally {
      setPhase(null);
    }
  }

  return (
    <section className="import-pack" aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`} className="import-pack__title">
        {t('pack.importTitle')}
      </h2>
      <p>{t('pack.importLead')}</p>
      {fromShare && file ? <p>{t('pack.sharedArrived')}</p> : null}
      <label htmlFor={inputId}>{t('pack.chooseFile')}</label>
      <input
        id={inputId}
        type="file"
        accept=".agripack,application/x-tar,application/octet-stream"
        data-testid="import-pack-file"
        disabled={phase !== null}
        onChange={(event) => {
          setOutcome(null);
          setFile(event.target.files?.[0] ?? null);
        }}
      />
      {file ? (
        <p className="import-pack__chosen">
          <BidiText text={t('pack.chosen', { name: isolate(file.name), size: isolate(formatSize(file.size, language)) })} />
        </p>
      ) : null}
      {file ? <DataCostNote bytes={file.size} language={language} kind="saved" /> : null}
      <Button onClick={() => file && void run(file)} disabled={!file} busy={phase !== null} data-testid="import-pack">
        {t('pack.import')}
      </Button>
      {phase ? (
        <div className="import-pack__progress">
          <p>{t(`pack.${phase.name}`)}</p>
          <ProgressBar value={phase.total > 0 ? (phase.bytes / phase.total) * 100 : 0} label={t('pack.importLabel')} showValue />
        </div>
      ) : null}
      {outcome?.kind === 'refused' ? (
        <p role="alert" className="import-pack__refused">
          {t(`pack.errors.${outcome.code}`)} {t('pack.nothingKept')}
        </p>
      ) : null}
      {outcome?.kind === 'done' ? (
        <div role="status" className="import-pack__done">
          <p>
            <BidiText text={t(outcome.paid ? 'pack.importedPaid' : 'pack.imported', { title: isolate(outcome.title) })} />
          </p>
          <Link to={outcome.paid ? paths.course(outcome.formationId) : paths.study(outcome.formationId)}>{t('pack.study')}</Link>
        </div>
      ) : null}
      {outcome?.kind === 'done' && outcome.paid && onPhone ? (
        <PackOnPhone
          formationId={outcome.formationId}
          lessons={onPhone.lessons}
          bytes={onPhone.bytes}
          access={onPhone.access}
          language={language}
          payAction
        />
      ) : null}
    </section>
  );
}
