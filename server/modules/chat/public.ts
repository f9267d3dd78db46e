/** What other modules may use of the chat guide: a formation's search index, which the offline study pack carries. */
export { formationSearchIndex } from './knowledge';
