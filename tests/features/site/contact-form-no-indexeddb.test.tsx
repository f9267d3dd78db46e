// @vitest-environment jsdom
// No fake-indexeddb here: the page has no IndexedDB, as a private window that refuses it.
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ContactForm } from '../../../src/features/site/forms/contact-form';
import { loadNamespaces, setLanguage } from '../../../src/lib/i18n';

describe('contact form without IndexedDB', () => {
  beforeAll(async () => {
    await setLanguage('en', { persist: false });
    await loadNamespaces('en', ['site']);
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('still takes and checks what is typed, only without a draft for a reload', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(typeof indexedDB).toBe('undefined');
    render(<ContactForm />);
    await userEvent.type(screen.getByLabelText('Full name'), 'Khadija Amrani');
    await userEvent.type(screen.getByLabelText('E-mail address'), 'not-an-address');
    expect(screen.getByLabelText('Full name')).toHaveValue('Khadija Amrani');
    await userEvent.click(screen.getByRole('button', { name: 'Send the message' }));
    expect(screen.getByLabelText('E-mail address')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Full name')).toHaveValue('Khadija Amrani');
  });
});
