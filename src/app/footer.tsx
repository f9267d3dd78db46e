import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LanguageSwitch } from '../features/language/language-switch';
import { paths } from '../lib/paths';
import { FooterSlot } from './footer-slot';

/** SPEC §2 footer: quick links, legal and help pages, the site's forms (slot) and the language switch. */
export function Footer() {
  const { t } = useTranslation('common');
  return (
    <footer className="site-footer">
      <div className="site-footer__grid">
        <nav className="site-footer__column" aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="site-footer__heading">
            {t('footer.quickLinks')}
          </h2>
          <ul className="site-footer__links">
            <li>
              <Link to={paths.home}>{t('nav.home')}</Link>
            </li>
            <li>
              <Link to={paths.about}>{t('nav.about')}</Link>
            </li>
            <li>
              <Link to={paths.courses}>{t('nav.courses')}</Link>
            </li>
            <li>
              <Link to={paths.contact}>{t('nav.contact')}</Link>
            </li>
          </ul>
        </nav>
        <nav className="site-footer__column" aria-labelledby="footer-information">
          <h2 id="footer-information" className="site-footer__heading">
            {t('footer.information')}
          </h2>
          <ul className="site-footer__links">
            <li>
              <Link to={paths.help}>{t('footer.help')}</Link>
            </li>
            <li>
              <Link to={paths.faq}>{t('footer.faq')}</Link>
            </li>
            <li>
              <Link to={paths.privacy}>{t('footer.privacy')}</Link>
            </li>
            <li>
              <Link to={paths.terms}>{t('footer.terms')}</Link>
            </li>
            <li>
              <Link to={paths.cookies}>{t('footer.cookies')}</Link>
            </li>
          </ul>
        </nav>
        <FooterSlot />
        <div className="site-footer__column">
          <LanguageSwitch showLabel />
        </div>
      </div>
      <p className="site-footer__copyright">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
