import { chatTexts } from './chat-texts';
import { escapeHtml, link } from './answer-html';
import type { Answer, AnswerProvider, AnswerRequest } from './provider';
import type { Retrieval } from '../../../contract/chat-search/retrieval';

/** The formations found, as the sources of an answer. */
export function sourcesOf(retrieval: Retrieval): Answer['sources'] {
  return retrieval.formations.map(({ id, title, url }) => ({ id, title, url }));
}

/** "I don't know", with the way to a person: the contact page, and the FAQ. */
export function unknownAnswer(retrieval: Retrieval): Answer {
  const texts = chatTexts(retrieval.language);
  return {
    html: `<p>${escapeHtml(texts.unknown)}</p><p>${escapeHtml(texts.contactHint)} ${link('/contact', texts.contactLink)} · ${link('/faq', texts.faqLink)}</p>`,
    sources: [],
    answered: false,
  };
}

/**
 * The built-in academy guide: no external service. It answers with the best passages of the academy's
 * own data, in the question's language, each formation linked, and says plainly when it does not know.
 * The best formation comes with its best lesson: quoted and linked when the lesson is free to read, else
 * named with the way to enrol (a paid lesson's text is for its enrolled learners).
 */
export const builtinGuide: AnswerProvider = {
  name: 'builtin',
  async answer({ retrieval }: AnswerRequest): Promise<Answer> {
    if (!retrieval.known) return unknownAnswer(retrieval);
    const texts = chatTexts(retrieval.language);
    const parts: string[] = [];
    const page = retrieval.page;
    const pageHtml = page
      ? `<p>${escapeHtml(page.kind === 'faq' ? texts.faqIntro : texts.helpIntro)}</p><p><strong>${link(page.url, page.title)}</strong><br>${escapeHtml(page.text)}</p>`
      : '';
    // A question about the academy itself (certificates, payment) is answered by its FAQ first.
    const pageFirst = retrieval.pageFirst;
    if (pageFirst) parts.push(pageHtml);
    if (retrieval.formations.length > 0) {
      parts.push(`<p>${escapeHtml(texts.formationsIntro)}</p>`);
      parts.push(
        `<ul>${retrieval.formations
          .map((formation, rank) => {
            const heading = `<strong>${link(formation.url, formation.title)}</strong>`;
            // The best formation answers with its best lesson's own sentences when anyone may read them.
            const lesson = rank === 0 ? formation.lesson : null;
            if (lesson?.open && lesson.quote) {
              const [open, close] = retrieval.language === 'en' ? ['“', '”'] : ['« ', ' »'];
              return `<li>${heading}<br>${escapeHtml(texts.lessonLabel)} ${link(lesson.url, lesson.title)}<br><em>${open}${escapeHtml(lesson.quote)}${close}</em></li>`;
            }
            const excerpt = formation.excerpt ? ` — ${escapeHtml(formation.excerpt)}` : '';
            if (lesson && !lesson.open) {
              return `<li>${heading}${excerpt}<br>${escapeHtml(texts.lessonLabel)} ${escapeHtml(lesson.title)}. ${escapeHtml(texts.lockedLesson)} ${link(lesson.url, texts.enrolLink)}</li>`;
            }
            return `<li>${heading}${excerpt}</li>`;
          })
          .join('')}</ul>`,
      );
    }
    if (page && !pageFirst) parts.push(pageHtml);
    return { html: parts.join(''), sources: sourcesOf(retrieval), answered: true };
  },
};
