/** What other modules may use of the catalogue: its wire shapes, its reads, paid enrolment and its stream. */
export { catalogueStream } from './catalogue-stream';
export { activatePaidEnrollment } from './enrollments-service';
export { listFormations, readCourseView } from './formations-service';
export { toFormation, toQuestion } from './serializers';
