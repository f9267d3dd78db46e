/** Kept for branches written before the switch to react-i18next: new code imports `useTranslation` from 'react-i18next'. */
export { useTranslation } from 'react-i18next';
