// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../contract/constants';
import { CookieBanner } from '../../../src/features/consent/cookie-banner';
import { setLanguage } from '../../../src/lib/i18n';

describe('cookie banner (SPEC §2, §4)', () => {
  beforeAll(async () => {
    await setLanguage('en', { persist: false });
  });
  beforeEach(() => localStorage.clear());
  afterEach(() => cleanup());

  it('is a named region with a title, a description, Decline and Accept All', () => {
    render(<CookieBanner />);
    const region = screen.getByRole('region', { name: 'We value your privacy' });
    expect(region).toHaveAccessibleDescription(/remember your language/);
    expect(screen.getByRole('button', { name: 'Decline' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept All' })).toBeInTheDocument();
  });

  it.each([
    ['Accept All', 'accepted'],
    ['Decline', 'declined'],
  ])('stores "%s" as %s and hides', async (button, stored) => {
    render(<CookieBanner />);
    await userEvent.click(screen.getByRole('button', { name: button }));
    expect(localStorage.getItem(STORAGE_KEYS.cookieConsent)).toBe(stored);
    expect(screen.queryByRole('region', { name: 'We value your privacy' })).not.toBeInTheDocument();
  });

  it('stays hidden once a choice is stored', () => {
    localStorage.setItem(STORAGE_KEYS.cookieConsent, 'declined');
    render(<CookieBanner />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('asks again when the stored value is not a valid choice', () => {
    localStorage.setItem(STORAGE_KEYS.cookieConsent, 'maybe');
    render(<CookieBanner />);
    expect(screen.getByRole('region', { name: 'We value your privacy' })).toBeInTheDocument();
  });

  it('speaks the visitor’s language', async () => {
    await setLanguage('ar', { persist: false });
    render(<CookieBanner />);
    expect(screen.getByRole('button', { name: 'قبول الكل' })).toBeInTheDocument();
    await setLanguage('en', { persist: false });
  });
});
