import { useLiveQuery } from 'dexie-react-hooks';
import type { Formation } from '../../../../contract/catalogue';
import type { Language } from '../../../../contract/constants';
import { packOnPhone } from '../../../data/packs/pack-access';
import { OfflineDownloadSlot } from '../../../lib/offline-download-slot';
import { useUserDb } from '../../../lib/use-user-db';
import { PackOnPhone } from '../../../domain-ui/pack-on-phone';
import { useEnrollment } from '../hooks/use-enrollment';
import { EnrollPanel } from './enroll-panel';
import { EnrollSection } from './enroll-section';
import { GetCertified } from './get-certified';

interface LearnerEnrollmentProps {
  formation: Formation;
  userId: string;
  language: Language;
  online: boolean;
  /** Just signed up from this page: the panel says so. */
  welcome: boolean;
  sectionId: string;
}

/**
 * A signed-in learner's side of the course page: enrollment (from their private mirror, checked with
 * the server), getting certified, and the download for offline study once enrolled; a formation whose
 * files are on the phone (a pack from another phone) but whose lessons are shut says what it holds and
 * why it is locked, above the way to pay. It needs the outbox and the learner's database, so it is a
 * chunk of its own (course-detail.tsx): a visitor's page, which the server renders, is hydrated without
 * them.
 */
export function LearnerEnrollment({ formation, userId, language, online, welcome, sectionId }: LearnerEnrollmentProps) {
  const enrollment = useEnrollment(formation.id, userId, online);
  const enrolled = enrollment.enrollment?.status === 'active';
  const db = useUserDb(userId);
  const onPhone = useLiveQuery(async () => (db ? packOnPhone(db, formation.id) : null), [db, formation.id]);
  const shut = onPhone && (onPhone.access.kind === 'locked' || onPhone.access.kind === 'pending') ? onPhone : null;
  return (
    <>
      <EnrollSection id={sectionId}>
        {shut ? (
          <PackOnPhone
            formationId={formation.id}
            lessons={shut.lessons}
            bytes={shut.bytes}
            access={shut.access}
            language={language}
            withPayment={false}
          />
        ) : null}
        <EnrollPanel formation={formation} language={language} online={online} state={enrollment} welcome={welcome} />
      </EnrollSection>
      <GetCertified formationId={formation.id} enrolled={enrolled} enrollAnchor={sectionId} />
      {enrolled ? <OfflineDownloadSlot formationId={formation.id} /> : null}
    </>
  );
}
