import { hasRole, type Role } from '../../../contract/roles';
import { paths } from '../../lib/paths';

export type StaffLinkId =
  | 'clients'
  | 'formations'
  | 'paymentVerificationPending'
  | 'paymentVerification'
  | 'messages'
  | 'learners'
  | 'reviews'
  | 'agents'
  | 'admins'
  | 'paymentMethods'
  | 'chatConfig';

interface StaffLink {
  id: StaffLinkId;
  to: string;
  roles: readonly Role[];
}

const STAFF: readonly Role[] = ['agent', 'admin'];
const ADMIN: readonly Role[] = ['admin'];

/** The staff pages and who may open them: the same rows as DESIGN.md's table, docs/permissions.md and the router. */
export const STAFF_LINKS: readonly StaffLink[] = [
  { id: 'clients', to: paths.clients, roles: STAFF },
  { id: 'formations', to: paths.formations, roles: STAFF },
  // The verification queue first: the 24–48 h promise to learners is kept from there.
  { id: 'paymentVerificationPending', to: paths.paymentVerificationPending, roles: STAFF },
  { id: 'paymentVerification', to: paths.paymentVerification, roles: STAFF },
  { id: 'messages', to: paths.messages, roles: STAFF },
  { id: 'learners', to: paths.learners, roles: STAFF },
  { id: 'reviews', to: paths.reviews, roles: STAFF },
  { id: 'agents', to: paths.agents, roles: ADMIN },
  { id: 'admins', to: paths.admins, roles: ADMIN },
  { id: 'paymentMethods', to: paths.paymentMethods, roles: ADMIN },
  { id: 'chatConfig', to: paths.chatConfig, roles: ADMIN },
];

export function staffLinksFor(roles: readonly Role[]): StaffLink[] {
  return STAFF_LINKS.filter((link) => link.roles.some((role) => hasRole(roles, role)));
}
