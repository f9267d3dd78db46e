// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../contract/constants';
import { LanguageSwitch } from '../../../src/features/language/language-switch';
import { setLanguage } from '../../../src/lib/i18n';

describe('language switch', () => {
  beforeEach(async () => {
    localStorage.clear();
    await setLanguage('en', { persist: false });
  });
  afterEach(() => cleanup());

  it('lists the three languages by their own names and shows the current one', () => {
    render(<LanguageSwitch showLabel />);
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(select).toHaveValue('en');
    expect(screen.getAllByRole('option').map((option) => [option.getAttribute('value'), option.textContent])).toEqual([
      ['ar', 'العربية'],
      ['fr', 'Français'],
      ['en', 'English'],
    ]);
  });

  it('changes the language, writes <html lang dir> and remembers the choice', async () => {
    render(<LanguageSwitch showLabel />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'fr');
    expect(await screen.findByRole('combobox', { name: 'Langue' })).toHaveValue('fr');
    expect(document.documentElement).toHaveAttribute('lang', 'fr');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('fr');
  });
});
