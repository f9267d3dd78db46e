/** Wire-shaped catalogue rows for client tests (fake server, Dexie mirrors). */
import type { Formation, Lesson, Level, Module, Question, Review, Topic } from '../../contract/catalogue';
import type { Translatable } from '../../contract/translatable';

const AT = '2026-01-01T00:00:00.000Z';

export const text = (en: string, fr = `${en} FR`, ar = `${en} AR`): Translatable => ({ ar, fr, en });

let counter = 0;
/** Ids that sort like UUIDv7 (creation order) and read well in failures. */
export function testId(prefix = '0'): string {
  counter += 1;
  const hex = counter.toString(16).padStart(12, '0');
  return `0190${prefix.padStart(4, '0').slice(0, 4)}-0000-7000-8000-${hex}`;
}

export function formationRow(overrides: Partial<Formation> & { id?: string } = {}): Formation {
  const id = overrides.id ?? testId('f');
  return {
    id,
    slug: `formation-${id.slice(-4)}`,
    topic: 'beekeeping' as Topic,
    level: 'beginner' as Level,
    title: text(`Formation ${id.slice(-4)}`),
    description: text('A practical course.'),
    price_centimes: 0,
    currency: 'MAD',
    duration_minutes: 90,
    thumbnail: null,
    pass_mark: 7,
    modules_count: 1,
    students_count: 0,
    views_count: 0,
    rating_average: 0,
    reviews_count: 0,
    updated_at: AT,
    ...overrides,
  };
}

export function moduleRow(formationId: string, position = 1, overrides: Partial<Module> = {}): Module {
  return { id: testId('m'), formation_id: formationId, position, title: text(`Module ${position}`), updated_at: AT, ...overrides };
}

export function lessonRow(formationId: string, moduleId: string, position = 1, overrides: Partial<Lesson> = {}): Lesson {
  return {
    id: testId('l'),
    module_id: moduleId,
    formation_id: formationId,
    position,
    title: text(`Lesson ${position}`),
    duration_seconds: 300,
    free_preview: false,
    has_video: true,
    updated_at: AT,
    ...overrides,
  };
}

export function questionRow(formationId: string, position = 1): Question {
  return {
    id: testId('q'),
    formation_id: formationId,
    module_id: null,
    position,
    text: text(`Question ${position}?`),
    options: [text('Yes'), text('No')],
    updated_at: AT,
  };
}

export function reviewRow(formationId: string, rating = 5, overrides: Partial<Review> = {}): Review {
  return {
    id: testId('r'),
    formation_id: formationId,
    rating,
    description: 'Clear and useful.',
    author_name: 'Karim',
    created_at: AT,
    ...overrides,
  };
}
