import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { TextPage } from '../components/text-page';

export function Component() {
  const { t } = useTranslation('site');
  return (
    <TextPage page="help" ordered>
      <aside className="site-callout">
        <p>{t('faq.more')}</p>
        <div className="site-actions">
          <Link to={paths.faq} className="button button--secondary">
            {t('help.faqLink')}
          </Link>
          <Link to={paths.contact} className="button button--primary">
            {t('faq.contactLink')}
          </Link>
        </div>
      </aside>
    </TextPage>
  );
}
