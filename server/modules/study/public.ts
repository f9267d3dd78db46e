/** What other modules may use of the study module: who may study a formation, and how far they are. */
export { learnerProgression, requireStudyAccess, type Learner } from './study-access';
