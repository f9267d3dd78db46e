import { escapeHtml, link } from './answer-html';
import type { Retrieval } from './retrieval';

/** The guide's own words in one language: the server's locales/<lang>/server/chat.json, the app's chat namespace. */
export interface GuideTexts {
  formationsIntro: string;
  faqIntro: string;
  helpIntro: string;
  unknown: string;
  contactHint: string;
  contactLink: string;
  faqLink: string;
  lessonLabel: string;
  lockedLesson: string;
  enrolLink: string;
}

/** "I don't know", with the way to a person: the contact page, and the FAQ. */
export function unknownAnswerHtml(texts: GuideTexts): string {
  return `<p>${escapeHtml(texts.unknown)}</p><p>${escapeHtml(texts.contactHint)} ${link('/contact', texts.contactLink)} · ${link('/faq', texts.faqLink)}</p>`;
}

/**
 * The built-in guide's answer to a question it found (`retrieval.known`), as the server and the phone write
 * it: the formations linked, the best one with its best lesson's own sentences when the asker may read them
 * (a paid lesson is named, with the way to enrol), and the FAQ or help entry when it answers.
 */
export function guideAnswerHtml(retrieval: Retrieval, texts: GuideTexts): string {
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
  return parts.join('');
}
