import { createBrowserRouter, type HydrationState, type RouteObject } from 'react-router-dom';
import { STAFF_ROLES, type Role } from '../../contract/roles';
import { paths, routePatterns } from '../lib/paths';
import { prefetchHomeReads } from '../features/site/api/home-prefetch';
import { Component as HomePage } from '../features/site/routes/home';
import { lazyPage } from './lazy-page';
import { NotFound } from './not-found';
import { RequireSession } from './require-session';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

const ADMIN: readonly Role[] = ['admin'];

/** Strips the leading slash: children of the root layout use relative paths. */
const rel = (path: string) => path.replace(/^\//, '');

/** Every route of SPEC §2 and DESIGN.md (docs/architecture.md has the route → file table). */
export const routes: RouteObject[] = [
  {
    path: paths.home,
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          // The budgeted first visit: the home page ships in the entry chunk, so it renders without a second wave of requests.
          { index: true, Component: HomePage, loader: prefetchHomeReads },
          { path: rel(paths.about), lazy: lazyPage(() => import('../features/site/routes/about'), ['site']) },
          { path: rel(paths.contact), lazy: lazyPage(() => import('../features/site/routes/contact'), ['site']) },
          { path: rel(paths.faq), lazy: lazyPage(() => import('../features/site/routes/faq'), ['site']) },
          { path: rel(paths.help), lazy: lazyPage(() => import('../features/site/routes/help'), ['site']) },
          { path: rel(paths.privacy), lazy: lazyPage(() => import('../features/site/routes/privacy'), ['site']) },
          { path: rel(paths.terms), lazy: lazyPage(() => import('../features/site/routes/terms'), ['site']) },
          { path: rel(paths.cookies), lazy: lazyPage(() => import('../features/site/routes/cookies'), ['site']) },
          { path: rel(paths.register), lazy: lazyPage(() => import('../features/auth/routes/register'), ['auth']) },
          { path: rel(paths.login), lazy: lazyPage(() => import('../features/auth/routes/login'), ['auth']) },
          { path: rel(paths.loginLink), lazy: lazyPage(() => import('../features/auth/routes/login-link'), ['auth']) },
          { path: rel(paths.courses), lazy: lazyPage(() => import('../features/catalogue/routes/courses')) },
          { path: rel(routePatterns.course), lazy: lazyPage(() => import('../features/catalogue/routes/course-detail')) },
          // Public routes whose content needs enrolment: the feature decides what to show.
          { path: rel(routePatterns.study), lazy: lazyPage(() => import('../features/study/routes/study')) },
          { path: rel(routePatterns.quiz), lazy: lazyPage(() => import('../features/quiz/routes/quiz'), ['quiz']) },
          {
            path: rel(routePatterns.certificate),
            lazy: lazyPage(() => import('../features/certificates/routes/certificate'), ['certificates']),
          },
          {
            path: rel(routePatterns.noCertificate),
            lazy: lazyPage(() => import('../features/certificates/routes/no-certificate'), ['certificates']),
          },
          { path: rel(routePatterns.verify), lazy: lazyPage(() => import('../features/certificates/routes/verify'), ['certificates']) },
          {
            element: <RequireSession />,
            children: [
              { path: rel(routePatterns.enroll), lazy: lazyPage(() => import('../features/payments/routes/enroll'), ['payments']) },
              { path: rel(paths.profile), lazy: lazyPage(() => import('../features/profile/routes/profile'), ['profile']) },
              { path: rel(paths.dashboard), lazy: lazyPage(() => import('../features/dashboard/routes/dashboard-home'), ['dashboard']) },
              { path: rel(paths.sync), lazy: lazyPage(() => import('../features/sync-status/routes/sync')) },
              { path: rel(paths.downloads), lazy: lazyPage(() => import('../features/downloads/routes/downloads')) },
            ],
          },
          {
            element: <RequireSession roles={STAFF_ROLES} />,
            children: [
              { path: rel(paths.clients), lazy: lazyPage(() => import('../features/people/routes/clients'), ['people']) },
              { path: rel(paths.formations), lazy: lazyPage(() => import('../features/catalogue-admin/routes/formations')) },
              { path: rel(paths.formationCreate), lazy: lazyPage(() => import('../features/catalogue-admin/routes/formation-create')) },
              { path: rel(routePatterns.formationEdit), lazy: lazyPage(() => import('../features/catalogue-admin/routes/formation-edit')) },
              {
                path: rel(routePatterns.formationQuiz),
                lazy: lazyPage(() => import('../features/catalogue-admin/quiz/quiz-page'), ['quiz-admin']),
              },
              {
                path: rel(paths.paymentVerification),
                lazy: lazyPage(() => import('../features/payments-admin/routes/payment-verification'), ['payments-admin']),
              },
              {
                path: rel(paths.paymentVerificationPending),
                lazy: lazyPage(() => import('../features/payments-admin/routes/payment-verification-pending'), ['payments-admin']),
              },
              { path: rel(paths.messages), lazy: lazyPage(() => import('../features/site-admin/routes/messages')) },
              { path: rel(paths.learners), lazy: lazyPage(() => import('../features/sync-status/routes/learners')) },
              { path: rel(paths.reviews), lazy: lazyPage(() => import('../features/reviews-admin/routes/reviews'), ['reviews-admin']) },
            ],
          },
          {
            element: <RequireSession roles={ADMIN} />,
            children: [
              { path: rel(paths.admins), lazy: lazyPage(() => import('../features/people/routes/admins'), ['people']) },
              { path: rel(paths.agents), lazy: lazyPage(() => import('../features/people/routes/agents'), ['people']) },
              {
                path: rel(paths.paymentMethods),
                lazy: lazyPage(() => import('../features/payments-admin/routes/payment-methods'), ['payments-admin']),
              },
              { path: rel(paths.chatConfig), lazy: lazyPage(() => import('../features/chat/routes/chat-config')) },
            ],
          },
          { path: '*', element: <NotFound /> },
        ],
      },
    ],
  },
];

/** `hydrationData`: what the server's loaders answered for a server-rendered page (src/entry-server.tsx). */
export function createAppRouter(hydrationData?: HydrationState) {
  return createBrowserRouter(routes, hydrationData ? { hydrationData } : undefined);
}
