import { useLiveQuery } from 'dexie-react-hooks';
import { Link } from 'react-router-dom';
import { progression } from '../../../../contract/study';
import { pickLanguage } from '../../../../contract/pick-language';
import { publicDb } from '../../../data/db';
import { progressByLesson } from '../../../data/study-progress';
import { paths } from '../../../lib/paths';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-language';
import { useUserDb } from '../../../lib/use-user-db';
import { ProgressBar } from '../../../ui/progress-bar';
import { Spinner } from '../../../ui/spinner';
import '../profile-lists.css';

interface FormationRow {
  id: string;
  status: string;
  title: { ar: string; fr: string; en: string } | null;
  done: number;
  total: number;
  certified: boolean;
}

/**
 * The profile's "my formations" tab (SPEC §2): the learner's enrollments with their progress, read from
 * the device (enrollments, lesson progress and certificates of the `me` stream, outlines of the catalogue).
 */
export function MyFormations({ userId }: { userId: string }) {
  const { t } = useTranslation('profile');
  const language = useLanguage();
  const db = useUserDb(userId);
  const rows = useLiveQuery(async (): Promise<FormationRow[] | undefined> => {
    if (!db) return undefined;
    const [enrollments, server, local, certificates] = await Promise.all([
      db.enrollments.toArray(),
      db.progress.toArray(),
      db.progress_local.toArray(),
      db.certificates.toArray(),
    ]);
    const done = new Set([...progressByLesson(server, local).values()].filter((entry) => entry.completed).map((entry) => entry.lesson_id));
    const catalogue = publicDb();
    return Promise.all(
      enrollments
        .filter((enrollment) => enrollment.status !== 'revoked')
        .sort((a, b) => b.enrolled_at.localeCompare(a.enrolled_at))
        .map(async (enrollment) => {
          const [formation, modules, lessons] = await Promise.all([
            catalogue.formations.get(enrollment.formation_id),
            catalogue.modules.where('formation_id').equals(enrollment.formation_id).toArray(),
            catalogue.lessons.where('formation_id').equals(enrollment.formation_id).toArray(),
          ]);
          return {
            id: enrollment.formation_id,
            status: enrollment.status,
            title: formation?.title ?? null,
            done: progression(modules, lessons, done).completedCount,
            total: lessons.length,
            certified: certificates.some((certificate) => certificate.formation_id === enrollment.formation_id),
          };
        }),
    );
  }, [db]);

  if (rows === undefined) return <Spinner />;
  if (rows.length === 0) {
    return (
      <>
        <p className="profile-page__empty">{t('formations.empty')}</p>
        <Link className="button button--secondary" to={paths.courses}>
          {t('formations.browse')}
        </Link>
      </>
    );
  }
  return (
    <ul className="profile-list">
      {rows.map((row) => {
        const title = row.title ? pickLanguage(row.title, language) : null;
        return (
          <li key={row.id} className="profile-list__item">
            <h3 className="profile-list__title" dir="auto">
              {title ? <Link to={paths.course(row.id)}>{title}</Link> : t('formations.notOnDevice')}
            </h3>
            {row.status === 'pending' ? (
              <p className="profile-list__meta">{t('formations.pending')}</p>
            ) : (
              <>
                <ProgressBar
                  value={row.total > 0 ? (row.done / row.total) * 100 : 0}
                  label={t('formations.progressLabel', { title: title ?? '' })}
                />
                <p className="profile-list__meta">
                  {t('formations.progress', { done: row.done, total: row.total })}
                  {row.certified ? ` · ${t('formations.certified')}` : ''}
                </p>
                <div className="profile-list__actions">
                  <Link className="button button--secondary" to={row.certified ? paths.certificate(row.id) : paths.study(row.id)}>
                    {row.certified ? t('certificates.view') : t('formations.continue')}
                  </Link>
                </div>
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}
