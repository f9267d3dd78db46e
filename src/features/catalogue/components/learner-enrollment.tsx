import type { Formation } from '../../../../contract/catalogue';
import type { Language } from '../../../../contract/constants';
import { OfflineDownloadSlot } from '../../../lib/offline-download-slot';
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
 * the server), getting certified, and the download for offline study once enrolled. It needs the outbox
 * and the learner's database, so it is a chunk of its own (course-detail.tsx): a visitor's page, which
 * the server renders, is hydrated without them.
 */
export function LearnerEnrollment({ formation, userId, language, online, welcome, sectionId }: LearnerEnrollmentProps) {
  const enrollment = useEnrollment(formation.id, userId, online);
  const enrolled = enrollment.enrollment?.status === 'active';
  return (
    <>
      <EnrollSection id={sectionId}>
        <EnrollPanel formation={formation} language={language} online={online} state={enrollment} welcome={welcome} />
      </EnrollSection>
      <GetCertified formationId={formation.id} enrolled={enrolled} enrollAnchor={sectionId} />
      {enrolled ? <OfflineDownloadSlot formationId={formation.id} /> : null}
    </>
  );
}
