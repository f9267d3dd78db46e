// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Review } from '../../contract/catalogue';
import { CourseReviews } from '../../src/features/catalogue/components/course-reviews';
import { loadNamespaces, setLanguage } from '../../src/lib/i18n';
import { guessTextLanguage, readersLanguageFirst } from '../../src/lib/text-language';

beforeAll(async () => {
  await setLanguage('ar', { persist: false });
  await loadNamespaces('ar', ['catalogue', 'common']);
});
afterEach(cleanup);

describe('the language a review is written in', () => {
  it.each([
    ['تكوين رائع، تعلمت كيف أعتني بخلايا النحل.', 'ar'],
    ['Le test du bocal m’a surprise : mon sol est beaucoup plus argileux que je pensais.', 'fr'],
    ['Très bien expliqué, merci.', 'fr'],
    ['The drip kit paid for itself in one season, and the videos were very clear.', 'en'],
    ['Great course!', 'en'],
    ['10/10', null],
  ] as const)('%s → %s', (text, expected) => {
    expect(guessTextLanguage(text)).toBe(expected);
  });

  it('puts the reader’s language first and keeps the others in their order', () => {
    const items = ['One great course.', 'درس مفيد جدا', 'Une formation très utile.', 'تكوين ممتاز'];
    expect(readersLanguageFirst(items, guessTextLanguage, 'ar')).toEqual([
      'درس مفيد جدا',
      'تكوين ممتاز',
      'One great course.',
      'Une formation très utile.',
    ]);
  });
});

describe('course reviews on an Arabic page', () => {
  const review = (id: string, description: string): Review => ({
    id,
    formation_id: 'f',
    rating: 5,
    description,
    author_name: 'Amina',
    created_at: '2026-03-01T10:00:00.000Z',
  });

  it('shows the Arabic reviews first, and marks the others with lang and a small label, untranslated', () => {
    render(
      <CourseReviews
        language="ar"
        reviews={[
          review('1', 'Le test du bocal m’a surprise : mon sol est plus argileux que je pensais.'),
          review('2', 'تكوين رائع وواضح.'),
          review('3', 'The videos were very clear.'),
        ]}
      />,
    );
    const texts = [...document.querySelectorAll('.course-reviews__text')];
    expect(texts.map((text) => text.getAttribute('lang'))).toEqual(['ar', 'fr', 'en']);
    expect(texts[1]).toHaveTextContent('Le test du bocal');
    expect(screen.getByText('بالفرنسية')).toBeInTheDocument();
    expect(screen.getByText('بالإنجليزية')).toBeInTheDocument();
    expect(screen.queryByText('بالعربية')).not.toBeInTheDocument();
  });
});
