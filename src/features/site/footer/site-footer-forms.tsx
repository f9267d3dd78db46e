import { NewsletterForm } from './newsletter-form';
import { SupportForm } from './support-form';
import './site-footer-forms.css';

/** What the public site puts in the shell's footer slot (SPEC §2): the support form and the newsletter. */
export function SiteFooterForms() {
  return (
    <>
      <div className="site-footer__column site-footer__column--form">
        <SupportForm />
      </div>
      <div className="site-footer__column site-footer__column--form">
        <NewsletterForm />
      </div>
    </>
  );
}

/** react-router-style lazy entry for the footer slot. */
export default SiteFooterForms;
