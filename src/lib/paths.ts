/**
 * Every route path of SPEC §2 and DESIGN.md in one place: the router declares them from here and links
 * build them from here, so a renamed route cannot leave a dead link behind.
 */
export const paths = {
  home: '/',
  about: '/about',
  contact: '/contact',
  faq: '/faq',
  help: '/help',
  privacy: '/privacy',
  terms: '/terms',
  cookies: '/cookies',
  register: '/register',
  login: '/login',
  loginLink: '/login/link',
  courses: '/courses',
  course: (id: string) => `/course/${encodeURIComponent(id)}`,
  enroll: (id: string) => `/course/${encodeURIComponent(id)}/enroll`,
  /** The payment screen with bank transfer already chosen (the way to pay with no network). */
  enrollByTransfer: (id: string) => `/course/${encodeURIComponent(id)}/enroll?method=bank_transfer`,
  study: (id: string) => `/course/${encodeURIComponent(id)}/study`,
  quiz: (id: string) => `/course/${encodeURIComponent(id)}/quiz`,
  certificate: (id: string) => `/course/${encodeURIComponent(id)}/certificate`,
  noCertificate: (id: string) => `/course/${encodeURIComponent(id)}/nocertificate`,
  verify: (code: string) => `/verify/${encodeURIComponent(code)}`,
  profile: '/profile',
  dashboard: '/dashboard',
  admins: '/dashboard/admins',
  agents: '/dashboard/agents',
  clients: '/dashboard/clients',
  formations: '/dashboard/formations',
  formationCreate: '/dashboard/formations/create',
  formationEdit: (id: string) => `/dashboard/formations/${encodeURIComponent(id)}`,
  formationQuiz: (id: string) => `/dashboard/formations/${encodeURIComponent(id)}/quiz`,
  paymentMethods: '/dashboard/payment-methods',
  paymentVerification: '/dashboard/payment-verification',
  paymentVerificationPending: '/dashboard/payment-verification/pending',
  chatConfig: '/dashboard/chat-config',
  messages: '/dashboard/messages',
  learners: '/dashboard/learners',
  reviews: '/dashboard/reviews',
  sync: '/sync',
  downloads: '/downloads',
} as const;

export { routePatterns } from '../../contract/route-patterns';
