/**
 * react-i18next's `useTranslation`, re-exported so screens can take it from src/lib with the other
 * hooks; importing it from 'react-i18next' is the same function over the same instance (src/lib/i18n.ts).
 */
export { useTranslation } from 'react-i18next';
