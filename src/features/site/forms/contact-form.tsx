import { ContactInputSchema } from '../../../../contract/site';
import { SITE_FIELD_LIMITS } from '../../../../contract/site-limits';
import { submitContact } from '../api/submit-contact';
import { SiteForm, type SiteFieldSpec } from './site-form';

const FIELDS: readonly SiteFieldSpec<'name' | 'email' | 'subject' | 'message'>[] = [
  { name: 'name', label: 'contact.name', kind: 'text', autoComplete: 'name', maxLength: SITE_FIELD_LIMITS.name },
  { name: 'email', label: 'contact.email', kind: 'email', autoComplete: 'email' },
  { name: 'subject', label: 'contact.subject', kind: 'text', maxLength: SITE_FIELD_LIMITS.subject },
  { name: 'message', label: 'contact.message', kind: 'textarea', rows: 6, maxLength: SITE_FIELD_LIMITS.message },
];

/** SPEC §2 contact form: name, email, subject, message → POST /api/contact. */
export function ContactForm() {
  return (
    <SiteForm
      formId="contact"
      fields={FIELDS}
      schema={ContactInputSchema}
      submit={submitContact}
      submitText="contact.submit"
      sentText="contact.sent"
    />
  );
}
