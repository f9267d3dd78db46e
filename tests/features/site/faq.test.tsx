// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../app/render-app';

afterEach(() => cleanup());

async function openFaq(language: 'ar' | 'fr' | 'en' = 'en') {
  await renderApp('/faq', language);
  const main = await screen.findByRole('main');
  const questions = await within(main).findAllByRole('button', { expanded: false });
  return { main, questions };
}

describe('FAQ (SPEC §1)', () => {
  it('groups questions under the six topics of the spec', async () => {
    const { main } = await openFaq();
    const topics = within(main)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(topics).toEqual(
      expect.arrayContaining([
        'The courses we offer',
        'Certificate recognition',
        'Registration',
        'Studying online',
        'Support after the course',
        'Discounts',
      ]),
    );
    expect(document.title).toBe('Frequently asked questions · Agri Academy');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/certificate recognition/);
  });

  it('is a keyboard-operable accordion: buttons with aria-expanded and aria-controls', async () => {
    const { questions } = await openFaq();
    const [first, second] = questions;
    if (!first || !second) throw new Error('expected several questions');
    const panel = document.getElementById(first.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeNull();
    expect(panel).not.toBeVisible();
    expect(first.closest('h3')).not.toBeNull();

    first.focus();
    await userEvent.keyboard('{Enter}');
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
    expect(panel).toHaveTextContent(/Sustainable farming, organic farming, beekeeping/);

    await userEvent.keyboard(' ');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();

    await userEvent.keyboard('{ArrowDown}');
    expect(second).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(first).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(questions.at(-1)).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(first).toHaveFocus();
    await userEvent.keyboard('{End}{Home}');
    expect(first).toHaveFocus();

    // Tab reaches the questions in order, like any button.
    await userEvent.tab();
    expect(second).toHaveFocus();
  });

  it('reads in Arabic, right to left', async () => {
    const { main } = await openFaq('ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(within(main).getByRole('heading', { level: 2, name: 'الاعتراف بالشهادة' })).toBeInTheDocument();
  });
});
