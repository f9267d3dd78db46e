import { FooterFormsSlot } from '../features/site/footer/footer-forms-slot';

/**
 * SLOT (public site): the footer's support form (email, phone, message) and newsletter sign-up of SPEC §2.
 * The site feature renders them here; the footer keeps its place for them in the grid.
 */
export function FooterSlot() {
  return <FooterFormsSlot />;
}
