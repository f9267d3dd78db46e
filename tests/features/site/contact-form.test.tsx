// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { draftDb } from '../../../src/data/drafts/draft-db';
import { readDraft, writeDraft } from '../../../src/data/drafts/draft-store';
import { anonymousOutboxDb } from '../../../src/data/outbox/anonymous-outbox-db';
import { ContactForm } from '../../../src/features/site/forms/contact-form';
import { loadNamespaces, setLanguage } from '../../../src/lib/i18n';

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

/** jsdom's page has an address but Node's Request does not resolve relative URLs against it; a browser does. */
class PageRequest extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
  }
}

async function fillIn() {
  await userEvent.type(screen.getByLabelText('Full name'), 'Khadija Amrani');
  await userEvent.type(screen.getByLabelText('E-mail address'), 'khadija@example.ma');
  await userEvent.type(screen.getByLabelText('Subject'), 'Ruches');
  await userEvent.type(screen.getByLabelText('Your message'), 'Quand commence la formation ?');
}

describe('contact form (SPEC §2), sent through the outbox', () => {
  beforeAll(async () => {
    await setLanguage('en', { persist: false });
    // The router loads a page's strings before showing it; rendered alone, the form needs them loaded here.
    await loadNamespaces('en', ['site']);
  });
  beforeEach(async () => {
    await draftDb().drafts.clear();
    await anonymousOutboxDb().outbox.clear();
    setOnline(true);
    vi.stubGlobal('Request', PageRequest);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  const EXPECTED_BODY = {
    name: 'Khadija Amrani',
    email: 'khadija@example.ma',
    subject: 'Ruches',
    message: 'Quand commence la formation ?',
    language: 'en',
  };

  it('offline, keeps the message in the outbox for later, says so, and calls no server', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    render(<ContactForm />);
    await fillIn();
    setOnline(false);
    await userEvent.click(screen.getByRole('button', { name: 'Send the message' }));

    expect(await screen.findByText(/your text is saved on this device and will be sent by itself/)).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
    const rows = await anonymousOutboxDb().outbox.toArray();
    expect(rows).toEqual([
      expect.objectContaining({
        kind: 'contact',
        status: 'pending',
        request: expect.objectContaining({ path: 'contact', body: EXPECTED_BODY }),
      }),
    ]);
    expect(screen.getByLabelText('Your message')).toHaveValue('');
  });

  it('keeps the typed text across a reload until it is sent', async () => {
    render(<ContactForm />);
    await fillIn();
    // A reload of the page: the form comes back with the draft.
    cleanup();
    render(<ContactForm />);
    // The draft is read from IndexedDB, so it comes back just after the first paint.
    await waitFor(() => expect(screen.getByLabelText('Full name')).toHaveValue('Khadija Amrani'));
    expect(screen.getByLabelText('Subject')).toHaveValue('Ruches');
    expect(screen.getByLabelText('Your message')).toHaveValue('Quand commence la formation ?');
  });

  it('brings the draft back only into fields not typed in meanwhile, and keeps both', async () => {
    await writeDraft('site-form:contact', 'tab', { name: 'Ancien nom', subject: 'Ancien sujet', message: 'Message gardé' });
    render(<ContactForm />);
    // Typed before the draft is read (IndexedDB answers later): the draft must not replace it, even emptied.
    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Khadija Amrani' } });
    fireEvent.change(screen.getByLabelText('Subject'), { target: { value: 'R' } });
    fireEvent.change(screen.getByLabelText('Subject'), { target: { value: '' } });
    await waitFor(() => expect(screen.getByLabelText('Your message')).toHaveValue('Message gardé'));
    expect(screen.getByLabelText('Full name')).toHaveValue('Khadija Amrani');
    expect(screen.getByLabelText('Subject')).toHaveValue('');
    // And the draft now holds the two together, for the next reload.
    await waitFor(async () =>
      expect((await readDraft('site-form:contact', 'tab', v.record(v.string(), v.string())))?.value).toEqual({
        name: 'Khadija Amrani',
        email: '',
        subject: '',
        message: 'Message gardé',
      }),
    );
  });

  it('online, hands the message to the outbox, says it is sent, and clears the text and the draft', async () => {
    render(<ContactForm />);
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Send the message' }));
    expect(await screen.findByText(/your message has been sent/)).toBeInTheDocument();
    const [row, ...others] = await anonymousOutboxDb().outbox.toArray();
    expect(others).toHaveLength(0);
    expect(row?.request).toEqual({ method: 'POST', path: 'contact', body: EXPECTED_BODY, files: [] });
    expect(screen.getByLabelText('Your message')).toHaveValue('');
    // Reads wait for the writes before them: what a reload would find now.
    expect(await readDraft('site-form:contact', 'tab', v.unknown())).toBeNull();
    cleanup();
    render(<ContactForm />);
    expect(screen.getByLabelText('Full name')).toHaveValue('');
  });

  it('checks the fields before sending and focuses the first wrong one', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    render(<ContactForm />);
    await userEvent.type(screen.getByLabelText('E-mail address'), 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Send the message' }));
    expect(fetch).not.toHaveBeenCalled();
    expect(await anonymousOutboxDb().outbox.count()).toBe(0);
    expect(screen.getByLabelText('Full name')).toHaveFocus();
    expect(screen.getByLabelText('Full name')).toHaveAccessibleDescription('This field is required.');
    expect(screen.getByLabelText('E-mail address')).toHaveAttribute('aria-invalid', 'true');
  });
});
