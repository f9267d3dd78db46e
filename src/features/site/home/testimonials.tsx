import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { pickLanguage } from '../../../../contract/pick-language';
import type { Testimonial } from '../../../../contract/site';
import { TESTIMONIAL_COUNT } from '../../../../contract/site-limits';
import { useLanguage } from '../../../lib/use-language';
import { isolate } from '../../../lib/bidi';
import { useRemote } from '../../../lib/use-remote';
import { Stars } from '../../../ui/stars';
import { BidiText } from '../../../ui/bidi-text';
import { takeTestimonials } from '../api/home-prefetch';
import { serverData } from '../../../lib/server-data';
import { guessTextLanguage, readersLanguageFirst } from '../../../lib/text-language';
import { WrittenIn } from '../../../ui/written-in';
import type { Language } from '../../../../contract/constants';

interface ShownTestimonial {
  key: string;
  quote: string;
  author: string | null;
  course: string | null;
  rating: number | null;
  /** The quote's language: guessed for a learner's review, the page's for the academy's own. */
  written: Language | null;
}

const SEEDS = ['seed1', 'seed2', 'seed3'] as const;

/**
 * SPEC §1: three testimonials, each a description and an author ("anonymous" when unknown). The best
 * published reviews come first; the academy's own translated testimonials fill the row while fewer
 * than three exist (and offline).
 */
export function Testimonials() {
  const { t } = useTranslation('site');
  const titleId = useId();
  // Offline or failed, the academy's own testimonials fill the row on their own.
  const best = useRemote('testimonials', () => takeTestimonials(), { initial: serverData()?.home?.testimonials ?? undefined });
  const reviews: Testimonial[] = best.data?.data.slice(0, TESTIMONIAL_COUNT) ?? [];

  const language = useLanguage();
  const shown: ShownTestimonial[] = [
    ...reviews.map((review) => ({
      key: review.id,
      quote: review.description,
      author: review.author,
      course: review.formation_title ? pickLanguage(review.formation_title, language) : null,
      rating: review.rating,
      written: guessTextLanguage(review.description),
    })),
    ...SEEDS.map((seed) => ({
      key: seed,
      quote: t(`home.testimonials.${seed}.quote`),
      author: t(`home.testimonials.${seed}.author`),
      course: t(`home.testimonials.${seed}.course`),
      rating: null,
      written: language,
    })),
  ].slice(0, TESTIMONIAL_COUNT);
  // The reader's language first; the others keep their words, marked.
  const ordered = readersLanguageFirst(shown, (item) => item.written, language);

  return (
    <section className="home-section testimonials" aria-labelledby={titleId}>
      <h2 id={titleId} className="home-section__title">
        {t('home.testimonials.title')}
      </h2>
      <ul className="testimonials__list">
        {ordered.map((item) => (
          <li key={item.key} className="testimonials__item">
            <figure className="testimonial">
              {item.rating !== null ? <Stars value={item.rating} /> : null}
              <blockquote className="testimonial__quote" dir="auto" lang={item.written ?? undefined}>
                <p>{item.quote}</p>
              </blockquote>
              <WrittenIn language={item.written} reader={language} />
              <figcaption className="testimonial__author">
                <bdi>{item.author ?? t('home.testimonials.anonymous')}</bdi>
                {item.course ? (
                  <span className="testimonial__course">
                    <BidiText text={t('home.testimonials.course', { title: isolate(item.course) })} />
                  </span>
                ) : null}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
