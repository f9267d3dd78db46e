/** Admin-shaped rows and a route renderer for the catalogue editor's component tests. */
import { configure, render } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { completenessOf, type AdminFormationDetail, type AdminLesson, type AdminModule } from '../../../contract/editor';
import type { Translatable } from '../../../contract/translatable';

configure({ asyncUtilTimeout: 8000 });

export const FORMATION = '0190aaaa-0000-7000-8000-000000000001';
const AT = '2026-03-01T10:00:00.000Z';

export const tri = (en: string, fr = `${en} FR`, ar = `${en} AR`): Translatable => ({ ar, fr, en });

export function lessonRow(moduleId: string, n: number, overrides: Partial<AdminLesson> = {}): AdminLesson {
  return {
    id: `0190cccc-0000-7000-8000-${String(n).padStart(12, '0')}`,
    module_id: moduleId,
    formation_id: FORMATION,
    position: n,
    title: tri(`Lesson ${n}`),
    summary: tri(''),
    about: tri(''),
    free_preview: false,
    duration_seconds: 0,
    video_media_id: null,
    has_video: false,
    attachments: [],
    version: 1,
    updated_at: AT,
    ...overrides,
  };
}

export function moduleRow(n: number, overrides: Partial<AdminModule> = {}): AdminModule {
  return {
    id: `0190bbbb-0000-7000-8000-${String(n).padStart(12, '0')}`,
    formation_id: FORMATION,
    position: n,
    title: tri(`Module ${n}`),
    version: 1,
    updated_at: AT,
    lessons: [],
    ...overrides,
  };
}

/** A formation as GET /api/admin/formations/{id} answers it, its completeness computed as the server does. */
export function detailRow(overrides: Partial<AdminFormationDetail> = {}): AdminFormationDetail {
  const base = {
    id: FORMATION,
    slug: 'healthy-soil',
    topic: 'organic-farming' as const,
    level: 'beginner' as const,
    title: tri('Healthy soil', 'Sol sain', 'تربة سليمة'),
    description: tri('Know your soil.', 'Connaître son sol.', 'اعرف تربتك.'),
    price_centimes: 14_950,
    currency: 'MAD' as const,
    duration_minutes: 90,
    thumbnail: null,
    pass_mark: 7,
    modules_count: 0,
    students_count: 0,
    views_count: 0,
    rating_average: 0,
    reviews_count: 0,
    updated_at: AT,
    status: 'draft' as const,
    version: 3,
    lessons_count: 0,
    questions_count: 0,
    created_at: AT,
    modules: [] as AdminModule[],
    attachments: [],
    ...overrides,
  };
  const completeness = completenessOf({ title: base.title, description: base.description, modules: base.modules, questions: [] });
  return { ...base, completeness, ...overrides };
}

export function renderAt(route: ReactElement, pattern: string, path: string) {
  const router = createMemoryRouter(
    [
      { path: pattern, element: route },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <Suspense fallback={<p>suspended</p>}>
      <RouterProvider router={router} />
    </Suspense>,
  );
  return { router, ...view };
}
