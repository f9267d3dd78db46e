/**
 * The app's routes by who may open them, with a formation's id where a route names one: the walk that
 * opens each by its address (e2e/direct-routes.spec.ts) and the component test of the signed-in screens
 * in French and English (tests/app/signed-in-routes.test.tsx) read the same lists.
 */

/** SPEC §2's public routes and the README's extra ones. */
export function publicRoutes(course: string): string[] {
  return [
    '/',
    '/about',
    '/contact',
    '/register',
    '/login',
    // Opened by the e-mailed link's address; typed without its token it says the link is not valid.
    '/login/link',
    '/courses',
    `/course/${course}`,
    `/course/${course}/study`,
    `/course/${course}/quiz`,
    `/course/${course}/certificate`,
    `/course/${course}/nocertificate`,
    '/faq',
    '/help',
    '/privacy',
    '/terms',
    '/cookies',
    '/verify/7QK2M9TB4XZP0RWAH3JD',
  ];
}

/** Routes for any signed-in user. */
export function sessionRoutes(course: string): string[] {
  return ['/profile', '/dashboard', `/course/${course}/enroll`, '/sync', '/downloads'];
}

/** SPEC §2's dashboard routes and the README's extra staff views. */
export function staffRoutes(course: string): string[] {
  return [
    '/dashboard/admins',
    '/dashboard/clients',
    '/dashboard/agents',
    '/dashboard/formations',
    '/dashboard/formations/create',
    `/dashboard/formations/${course}`,
    '/dashboard/payment-methods',
    '/dashboard/payment-verification',
    '/dashboard/payment-verification/pending',
    '/dashboard/chat-config',
    '/dashboard/messages',
    '/dashboard/learners',
    '/dashboard/reviews',
  ];
}
