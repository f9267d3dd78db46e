import { SupportInputSchema } from '../../../../contract/site';
import { SITE_FIELD_LIMITS } from '../../../../contract/site-limits';
import { submitSupport } from '../api/submit-support';
import { SiteForm, type SiteFieldSpec } from '../forms/site-form';

const FIELDS: readonly SiteFieldSpec<'email' | 'phone' | 'message'>[] = [
  { name: 'email', label: 'support.email', kind: 'email', autoComplete: 'email' },
  {
    name: 'phone',
    label: 'support.phone',
    kind: 'tel',
    autoComplete: 'tel',
    optional: true,
    hint: 'support.phoneHint',
    maxLength: SITE_FIELD_LIMITS.phone,
  },
  { name: 'message', label: 'support.message', kind: 'textarea', rows: 3, maxLength: SITE_FIELD_LIMITS.message },
];

/** SPEC §2 footer support form: email, phone, message → POST /api/support. */
export function SupportForm() {
  return (
    <SiteForm
      formId="support"
      fields={FIELDS}
      schema={SupportInputSchema}
      submit={submitSupport}
      submitText="forms.send"
      sentText="support.sent"
      intro={{ title: 'support.title', lead: 'support.lead' }}
    />
  );
}
