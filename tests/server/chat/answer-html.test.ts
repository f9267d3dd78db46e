import { describe, expect, it } from 'vitest';
import { isInternalRoute, link } from '../../../contract/chat-search/answer-html';

const FORMATION = '01a20e29-9eae-76ab-bf37-7854b38c17f7';
const LESSON = '01a20e29-9eae-76ab-bf37-7854b38c17f8';

describe('the links an answer may carry', () => {
  it('allow a lesson of a formation and its enrolment page, nothing else with a query', () => {
    expect(isInternalRoute(`/course/${FORMATION}/study?lesson=${LESSON}`)).toBe(true);
    expect(isInternalRoute(`/course/${FORMATION}/enroll`)).toBe(true);
    expect(isInternalRoute(`/course/${FORMATION}/study?lesson=javascript:alert(1)`)).toBe(false);
    expect(isInternalRoute(`/course/${FORMATION}/study?lesson=${LESSON}&next=//evil.example`)).toBe(false);
    expect(isInternalRoute(`/course/${FORMATION}/quiz`)).toBe(false);
    expect(link(`/course/${FORMATION}/study?lesson=${LESSON}`, '<b>x</b>')).toBe(
      `<a href="/course/${FORMATION}/study?lesson=${LESSON}">&lt;b&gt;x&lt;/b&gt;</a>`,
    );
  });
});
