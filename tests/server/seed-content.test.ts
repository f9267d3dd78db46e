import { describe, expect, it } from 'vitest';
import { seedFormations } from '../../server/seed/content/all';
import { TOPICS, type SeedFormation } from '../../server/seed/content/types';
import { QUIZ_DRAW_SIZE, quizDrawSize } from '../../contract/exam-rules';
import type { Translatable } from '../../contract/translatable';

const ARABIC_SCRIPT = /[\u0600-\u06FF]/;
const LATIN_LETTER = /[A-Za-z]/;
const words = (text: string) => text.trim().split(/\s+/).filter(Boolean).length;

/** Every translatable field of a formation, labelled so a failure names the field. */
function translatables(formation: SeedFormation): [string, Translatable][] {
  const fields: [string, Translatable][] = [
    ['title', formation.title],
    ['description', formation.description],
  ];
  formation.modules.forEach((module, m) => {
    fields.push([`modules[${m}].title`, module.title]);
    module.lessons.forEach((lesson, l) => {
      const at = `modules[${m}].lessons[${l}]`;
      fields.push([`${at}.title`, lesson.title], [`${at}.summary`, lesson.summary], [`${at}.about`, lesson.about]);
    });
  });
  formation.quiz.forEach((question, q) => {
    fields.push([`quiz[${q}].text`, question.text]);
    question.options.forEach((option, o) => fields.push([`quiz[${q}].options[${o}]`, option]));
  });
  return fields;
}

describe('seed course content', () => {
  it('offers at least twelve formations with unique slugs', () => {
    expect(seedFormations.length).toBeGreaterThanOrEqual(12);
    const slugs = seedFormations.map((formation) => formation.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('covers every topic and mixes levels', () => {
    const topics = new Set(seedFormations.map((formation) => formation.topic));
    for (const topic of TOPICS) expect(topics, topic).toContain(topic);
    const levels = new Set(seedFormations.map((formation) => formation.level));
    expect(levels.size).toBe(3);
  });

  it('has exactly three free formations and realistic prices for the rest', () => {
    expect(seedFormations.filter((formation) => formation.price_centimes === 0)).toHaveLength(3);
    for (const formation of seedFormations) {
      expect(Number.isInteger(formation.price_centimes), formation.slug).toBe(true);
      if (formation.price_centimes !== 0) {
        expect(formation.price_centimes, formation.slug).toBeGreaterThanOrEqual(9_900);
        expect(formation.price_centimes, formation.slug).toBeLessThanOrEqual(150_000);
      }
    }
  });

  it('gives every formation 3 to 6 modules of 1 to 3 lessons, with a free first lesson', () => {
    for (const formation of seedFormations) {
      expect(formation.modules.length, formation.slug).toBeGreaterThanOrEqual(3);
      expect(formation.modules.length, formation.slug).toBeLessThanOrEqual(6);
      for (const module of formation.modules) {
        expect(module.lessons.length, formation.slug).toBeGreaterThanOrEqual(1);
        expect(module.lessons.length, formation.slug).toBeLessThanOrEqual(3);
      }
      expect(formation.modules[0]?.lessons[0]?.free_preview, formation.slug).toBe(true);
    }
  });

  it('uses the sample clips, and files every attachment under a lesson of its formation', () => {
    for (const formation of seedFormations) {
      const lessons = formation.modules.flatMap((module) => module.lessons);
      expect(
        lessons.some((lesson) => lesson.video !== null),
        formation.slug,
      ).toBe(true);
      for (const lesson of lessons) if (lesson.video !== null) expect(['clip-a', 'clip-b', 'clip-c']).toContain(lesson.video);
      for (const attachment of formation.attachments) {
        const [moduleIndex, lessonIndex] = attachment.lesson ?? [-1, -1];
        expect(formation.modules[moduleIndex]?.lessons[lessonIndex], `${formation.slug} ${attachment.file_name}`).toBeDefined();
      }
    }
  });

  it('fills every translatable field in Arabic, French and English', () => {
    for (const formation of seedFormations) {
      for (const [field, text] of translatables(formation)) {
        const at = `${formation.slug} ${field}`;
        expect(text.ar.trim(), `${at}.ar`).not.toBe('');
        expect(text.fr.trim(), `${at}.fr`).not.toBe('');
        expect(text.en.trim(), `${at}.en`).not.toBe('');
        expect(text.ar, `${at}.ar`).toMatch(ARABIC_SCRIPT);
        expect(text.fr, `${at}.fr`).not.toMatch(ARABIC_SCRIPT);
        expect(text.en, `${at}.en`).not.toMatch(ARABIC_SCRIPT);
        expect(text.fr, `${at}.fr`).toMatch(LATIN_LETTER);
      }
    }
  });

  it('writes a lesson text of teaching length in each language', () => {
    for (const formation of seedFormations) {
      for (const lesson of formation.modules.flatMap((module) => module.lessons)) {
        for (const language of ['ar', 'fr', 'en'] as const) {
          const at = `${formation.slug} "${lesson.title.en}" ${language}`;
          expect(words(lesson.about[language]), at).toBeGreaterThanOrEqual(70);
          expect(words(lesson.about[language]), at).toBeLessThanOrEqual(260);
          expect(words(lesson.summary[language]), at).toBeGreaterThanOrEqual(12);
        }
      }
    }
  });

  it('keeps a pool of answerable questions per formation, twice what one attempt asks, pointing at real modules', () => {
    for (const formation of seedFormations) {
      // Each attempt draws QUIZ_DRAW_SIZE of them (contract/exam-rules.ts): the pool must be at least twice that.
      expect(formation.quiz.length, formation.slug).toBeGreaterThanOrEqual(2 * QUIZ_DRAW_SIZE);
      expect(quizDrawSize(formation.quiz.length), formation.slug).toBe(QUIZ_DRAW_SIZE);
      const texts = formation.quiz.map((question) => question.text.en);
      expect(new Set(texts).size, formation.slug).toBe(texts.length);
      const tested = new Set<number>();
      for (const question of formation.quiz) {
        const at = `${formation.slug} "${question.text.en}"`;
        expect(question.options.length, at).toBeGreaterThanOrEqual(3);
        expect(question.options.length, at).toBeLessThanOrEqual(4);
        expect(Number.isInteger(question.correct), at).toBe(true);
        expect(question.correct, at).toBeGreaterThanOrEqual(0);
        expect(question.correct, at).toBeLessThan(question.options.length);
        expect(question.module_index, at).toBeGreaterThanOrEqual(0);
        expect(question.module_index, at).toBeLessThan(formation.modules.length);
        const english = question.options.map((option) => option.en);
        expect(new Set(english).size, at).toBe(english.length);
        tested.add(question.module_index);
      }
      // Review advice names the weak module, so every module must be tested.
      expect(tested.size, formation.slug).toBe(formation.modules.length);
      // The right answer should not always sit at the same place.
      expect(new Set(formation.quiz.map((question) => question.correct)).size, formation.slug).toBeGreaterThan(1);
    }
  });

  it('attaches one or two short practical sheets in the three languages', () => {
    for (const formation of seedFormations) {
      expect(formation.attachments.length, formation.slug).toBeGreaterThanOrEqual(1);
      expect(formation.attachments.length, formation.slug).toBeLessThanOrEqual(2);
      for (const attachment of formation.attachments) {
        const at = `${formation.slug} ${attachment.file_name}`;
        expect(attachment.file_name, at).toMatch(/^[a-z0-9-]+\.txt$/);
        expect(attachment.body.length, at).toBeLessThan(1_500);
        expect(attachment.body, at).toMatch(ARABIC_SCRIPT);
        expect(attachment.body, at).toMatch(/^FR\b/m);
        expect(attachment.body, at).toMatch(/^EN\b/m);
        expect(attachment.body, at).toMatch(/^AR\b/m);
      }
    }
  });

  it('carries three to five believable reviews, mostly good', () => {
    const ratings: number[] = [];
    for (const formation of seedFormations) {
      expect(formation.reviews.length, formation.slug).toBeGreaterThanOrEqual(3);
      expect(formation.reviews.length, formation.slug).toBeLessThanOrEqual(5);
      for (const review of formation.reviews) {
        expect(review.description.trim(), formation.slug).not.toBe('');
        if (review.author !== null) expect(review.author.trim(), formation.slug).not.toBe('');
        ratings.push(review.rating);
      }
    }
    const good = ratings.filter((rating) => rating >= 4).length;
    expect(good / ratings.length).toBeGreaterThanOrEqual(0.75);
    expect(ratings).toContain(3);
  });
});
