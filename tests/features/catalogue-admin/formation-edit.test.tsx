// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { discardDraft, readDraft, writeDraft } from '../../../src/data/drafts/draft-store';
import { formValuesOf, FormationFormValuesSchema } from '../../../src/features/catalogue-admin/formation-form-values';
import { Component as FormationEdit } from '../../../src/features/catalogue-admin/routes/formation-edit';
import { loadNamespaces, setLanguage } from '../../../src/lib/i18n';
import { json, problem, stubApi, type Sent } from '../catalogue/support';
import { detailRow, FORMATION, moduleRow, renderAt, tri } from './support';

const PATTERN = '/dashboard/formations/:id';
const PATH = `/dashboard/formations/${FORMATION}`;
const DETAIL_PATH = `/api/admin/formations/${FORMATION}`;

beforeAll(async () => {
  await setLanguage('en', { persist: false });
  await loadNamespaces('en', ['catalogue-admin', 'catalogue', 'common', 'errors']);
});
beforeEach(async () => {
  await discardDraft(DRAFT_KEY, 'device');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The editor's draft of the formation, as the device keeps it. */
const DRAFT_KEY = `formation:${FORMATION}`;
const readEditorDraft = async () =>
  (await readDraft(DRAFT_KEY, 'device', v.object({ values: FormationFormValuesSchema, baseVersion: v.nullable(v.number()) })))?.value ??
  null;

const marks = () => within(screen.getAllByRole('list', { name: 'Translations' })[0] as HTMLElement);

describe('formation editor', () => {
  it('marks each language complete or not, and follows the text as it is typed', async () => {
    const user = userEvent.setup();
    stubApi(() => json(200, detailRow({ title: tri('Healthy soil', '', 'تربة سليمة') })));
    renderAt(<FormationEdit />, PATTERN, PATH);
    await screen.findByRole('textbox', { name: 'Title (French)' });
    expect(marks().getByText(/French incomplete/)).toBeInTheDocument();
    expect(marks().getByText(/Arabic complete/)).toBeInTheDocument();
    expect(marks().getByText(/English complete/)).toBeInTheDocument();
    expect(screen.queryByText(/not saved yet/)).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Title (French)' }), 'Sol sain');
    expect(marks().getByText(/French complete/)).toBeInTheDocument();
    // Publishing would send the saved version: the panel says so.
    expect(screen.getByText(/not saved yet/)).toBeInTheDocument();
    // The Arabic input is typed right to left whatever the interface language.
    expect(screen.getByRole('textbox', { name: 'Title (Arabic)' })).toHaveAttribute('dir', 'rtl');
    await user.clear(screen.getByRole('textbox', { name: 'Description (English)' }));
    expect(marks().getByText(/English incomplete/)).toBeInTheDocument();
  });

  it('shows the saved price with the language’s separator, reads either separator back, and previews it as the course page writes it', async () => {
    const user = userEvent.setup();
    await setLanguage('ar', { persist: false });
    await loadNamespaces('ar', ['catalogue-admin', 'catalogue', 'common', 'errors']);
    try {
      const sent = stubApi((request: Sent) =>
        json(200, request.method === 'PATCH' ? { ...detailRow({ version: 2 }), modules: undefined } : detailRow()),
      );
      renderAt(<FormationEdit />, PATTERN, PATH);
      const price = await screen.findByRole('textbox', { name: /السعر بالدرهم/ });
      // 14 950 centimes, as Arabic (and the rest of the app: "599,00") writes them.
      expect(price).toHaveValue('149,50');
      await user.clear(price);
      await user.type(price, '149.75');
      await user.click(screen.getByRole('button', { name: 'حفظ' }));
      await waitFor(() => expect(sent.find((request) => request.method === 'PATCH')?.body).toMatchObject({ price_centimes: 14_975 }));
      await user.click(screen.getByRole('tab', { name: /معاينة/ }));
      expect(await screen.findByText(/149,75/)).toBeInTheDocument();
    } finally {
      await setLanguage('en', { persist: false });
    }
  });

  it('on a 409 shows the newer version beside the typed text, and overwrites only when asked, with the newer version number', async () => {
    const user = userEvent.setup();
    let patches = 0;
    const sent = stubApi((request: Sent) => {
      if (request.method === 'PATCH') {
        patches += 1;
        if (patches === 1) {
          return json(409, {
            ...problem(409, 'editor.version_conflict'),
            version: 4,
            current: { ...detailRow({ version: 4, title: tri('Living soil', 'Sol vivant', 'تربة حية') }), modules: undefined },
          });
        }
        return json(200, { ...detailRow({ version: 5, title: tri('My soil', 'Sol sain', 'تربة سليمة') }), modules: undefined });
      }
      return json(200, detailRow());
    });
    renderAt(<FormationEdit />, PATTERN, PATH);
    const english = await screen.findByRole('textbox', { name: 'Title (English)' });
    await user.clear(english);
    await user.type(english, 'My soil');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('dialog', { name: 'Someone saved a newer version' });
    expect(within(dialog).getByText(/version 4/)).toBeInTheDocument();
    const row = within(dialog).getByRole('row', { name: /Title \(English\)/ });
    expect(within(row).getByText('Living soil')).toBeInTheDocument();
    expect(within(row).getByText('My soil')).toBeInTheDocument();
    expect(patches).toBe(1);

    await user.click(within(dialog).getByRole('button', { name: 'Save mine over it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const bodies = sent
      .filter((request) => request.method === 'PATCH')
      .map((request) => request.body as { version: number; title: { en: string } });
    expect(bodies.map((body) => [body.version, body.title.en])).toEqual([
      [3, 'My soil'],
      [4, 'My soil'],
    ]);
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
  });

  it('on a 409 can load the newer version instead, sending nothing more', async () => {
    const user = userEvent.setup();
    const sent = stubApi((request: Sent) =>
      request.method === 'PATCH'
        ? json(409, {
            ...problem(409, 'editor.version_conflict'),
            version: 4,
            current: { ...detailRow({ version: 4, title: tri('Living soil') }), modules: undefined },
          })
        : json(200, detailRow()),
    );
    renderAt(<FormationEdit />, PATTERN, PATH);
    const english = await screen.findByRole('textbox', { name: 'Title (English)' });
    await user.clear(english);
    await user.type(english, 'My soil');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await screen.findByRole('button', { name: 'Load their version' }));
    expect(screen.getByRole('textbox', { name: 'Title (English)' })).toHaveValue('Living soil');
    expect(screen.getByText('Version 4 loaded.')).toBeInTheDocument();
    expect(sent.filter((request) => request.method === 'PATCH')).toHaveLength(1);
  });

  it('keeps unsaved text on the device and offers it back after a remount (a reload)', async () => {
    const user = userEvent.setup();
    stubApi(() => json(200, detailRow()));
    const first = renderAt(<FormationEdit />, PATTERN, PATH);
    const french = await screen.findByRole('textbox', { name: 'Description (French)' });
    await user.clear(french);
    await user.type(french, 'Texte pas encore enregistré');
    await waitFor(async () => {
      const draft = await readEditorDraft();
      expect(draft?.values.description.fr).toBe('Texte pas encore enregistré');
    });
    first.unmount();

    renderAt(<FormationEdit />, PATTERN, PATH);
    expect(await screen.findByRole('textbox', { name: 'Description (French)' })).toHaveValue('Connaître son sol.');
    await user.click(await screen.findByRole('button', { name: 'Restore it' }));
    expect(screen.getByRole('textbox', { name: 'Description (French)' })).toHaveValue('Texte pas encore enregistré');
  });

  it('discarding the offered draft keeps the server text and forgets the draft', async () => {
    const user = userEvent.setup();
    stubApi(() => json(200, detailRow()));
    await act(async () => {
      await writeDraft(DRAFT_KEY, 'device', { values: { ...formValuesOf(detailRow(), 'en'), title: tri('Old draft') }, baseVersion: 2 });
    });
    renderAt(<FormationEdit />, PATTERN, PATH);
    await user.click(await screen.findByRole('button', { name: 'Discard it' }));
    expect(screen.getByRole('textbox', { name: 'Title (English)' })).toHaveValue('Healthy soil');
    await waitFor(async () => expect(await readEditorDraft()).toBeNull());
  });

  it('after adding a module, brings it into view and says it was added', async () => {
    const user = userEvent.setup();
    const created = moduleRow(2, { title: tri('Water', 'Eau', 'الماء') });
    const sent = stubApi((request: Sent) =>
      request.method === 'POST' ? json(201, created) : json(200, detailRow({ modules: [moduleRow(1, { title: tri('Soil') })] })),
    );
    const scrolled: string[] = [];
    const scrollIntoView = vi.fn(function (this: HTMLElement) {
      scrolled.push(this.id);
    });
    Object.defineProperty(HTMLElement.prototype, 'scrollIntoView', { configurable: true, value: scrollIntoView });
    try {
      renderAt(<FormationEdit />, PATTERN, PATH);
      await user.click(await screen.findByRole('tab', { name: 'Modules and lessons' }));
      await user.click(screen.getByText('Add a module'));
      await user.type(screen.getByRole('textbox', { name: 'Module title (English)' }), 'Water');
      await user.type(screen.getByRole('textbox', { name: 'Module title (French)' }), 'Eau');
      await user.type(screen.getByRole('textbox', { name: 'Module title (Arabic)' }), 'الماء');
      await user.click(screen.getByRole('button', { name: 'Add the module' }));
      const section = screen.getByRole('heading', { level: 2, name: 'Modules and lessons' }).closest('section') as HTMLElement;
      await waitFor(() => expect(sent.some((request) => request.method === 'POST')).toBe(true));
      await waitFor(() => expect(section.querySelector('.editor-live[aria-live="polite"]')?.textContent).toBe('Module “Water” added.'));
      await waitFor(() => expect(scrolled).toContain(`module-${created.id}`));
    } finally {
      Reflect.deleteProperty(HTMLElement.prototype, 'scrollIntoView');
    }
  });

  it('moves a module with the keyboard, announces it and sends the new order', async () => {
    const user = userEvent.setup();
    const modules = [moduleRow(1, { title: tri('Soil') }), moduleRow(2, { title: tri('Water') }), moduleRow(3, { title: tri('Seeds') })];
    const sent = stubApi((request: Sent) =>
      request.method === 'PUT' ? new Response(null, { status: 204 }) : json(200, detailRow({ modules })),
    );
    renderAt(<FormationEdit />, PATTERN, PATH);
    await user.click(await screen.findByRole('tab', { name: 'Modules and lessons' }));
    const up = screen.getByRole('button', { name: /^Move \W?Seeds\W? up$/ });
    up.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText(/^\W?Seeds\W? moved to position 2 of 3\.$/)).toBeInTheDocument();
    await waitFor(() => expect(sent.some((request) => request.method === 'PUT')).toBe(true));
    const put = sent.find((request) => request.method === 'PUT');
    expect(put?.path).toBe(`${DETAIL_PATH}/modules/order`);
    expect(put?.body).toEqual({ ids: [modules[0]?.id, modules[2]?.id, modules[1]?.id] });
    const headings = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['Soil', 'Seeds', 'Water']);
    // Focus stays on the moved item's button, so pressing again moves it further.
    await waitFor(() => expect(screen.getByRole('button', { name: /^Move \W?Seeds\W? up$/ })).toHaveFocus());
  });

  it('puts a refused reorder back as it was and says why', async () => {
    const user = userEvent.setup();
    const modules = [moduleRow(1, { title: tri('Soil') }), moduleRow(2, { title: tri('Water') })];
    stubApi((request: Sent) =>
      request.method === 'PUT' ? json(422, problem(422, 'validation.failed')) : json(200, detailRow({ modules })),
    );
    renderAt(<FormationEdit />, PATTERN, PATH);
    await user.click(await screen.findByRole('tab', { name: 'Modules and lessons' }));
    await user.click(screen.getByRole('button', { name: /^Move \W?Water\W? up$/ }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Soil', 'Water']);
  });

  it('warns before publishing a formation without a picture and shows the cover learners will see', async () => {
    const user = userEvent.setup();
    const sent = stubApi((request: Sent) =>
      request.path.endsWith('/publish')
        ? json(200, { ...detailRow({ status: 'published', version: 3 }), modules: undefined })
        : json(200, detailRow()),
    );
    renderAt(<FormationEdit />, PATTERN, PATH);
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    const warning = await screen.findByRole('alert');
    expect(warning).toHaveTextContent('This formation has no picture yet.');
    // The generated cover: the topic's icon and the title.
    const cover = warning.querySelector('[data-generated-cover]');
    expect(cover?.querySelector('svg')).not.toBeNull();
    expect(cover).toHaveTextContent('Healthy soil');
    expect(sent.some((request) => request.path.endsWith('/publish'))).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Publish without a picture' }));
    await waitFor(() => expect(sent.some((request) => request.path.endsWith('/publish'))).toBe(true));
  });

  it('lists what the server says is missing when publishing is refused', async () => {
    const user = userEvent.setup();
    const modules = [moduleRow(1, { title: tri('Soil', 'Sol', '') })];
    stubApi((request: Sent) =>
      request.path.endsWith('/publish')
        ? json(422, {
            ...problem(422, 'editor.publish_incomplete'),
            missing: { translations: [{ language: 'ar', field: `modules.${modules[0]?.id}.title` }], no_lesson: true, no_question: true },
          })
        : json(200, detailRow({ modules, thumbnail: 'cover-1' })),
    );
    renderAt(<FormationEdit />, PATTERN, PATH);
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('It has no lesson.')).toBeInTheDocument();
    expect(within(alert).getByText('Its quiz has no question.')).toBeInTheDocument();
    expect(within(alert).getByText(/Missing in Arabic/)).toBeInTheDocument();
    expect(within(alert).getByText(/Module .*Soil.*: title/)).toBeInTheDocument();
  });
});
