import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { SitePage } from '../components/site-page';
import { ContactForm } from '../forms/contact-form';
import './site-pages.css';

export function Component() {
  const { t } = useTranslation(['common', 'site']);
  return (
    <SitePage title={t('common:pages.contact')} description={t('site:meta.contact')} lead={t('site:contact.lead')} className="contact-page">
      <p>
        {t('site:contact.faqHint')} <Link to={paths.faq}>{t('site:contact.faqLink')}</Link>
      </p>
      <ContactForm />
    </SitePage>
  );
}
