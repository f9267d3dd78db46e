// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminQuestion } from '../../../contract/editor';
import { UUID_PATTERN } from '../../../contract/uuid';
import { draftDb } from '../../../src/data/drafts/draft-db';
import { storeDrafts } from '../../../src/features/catalogue-admin/quiz/quiz-drafts';
import { QuizEditor } from '../../../src/features/catalogue-admin/quiz/quiz-editor';
import { loadNamespaces, setLanguage } from '../../../src/lib/i18n';
import { setSignedIn } from '../../../src/lib/session';
import { jsonResponse, problem, stubApi, USER, type Sent } from '../auth/support';

const FORMATION = '0190c7a4-0000-7000-8000-00000000f001';

beforeAll(async () => {
  await setLanguage('en', { persist: false });
  await loadNamespaces('en', ['quiz-admin', 'errors']);
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  // The editor's last draft write may still wait in the store's queue: a discard queued behind it runs after
  // it, where clearing the table directly could run before it and leave that draft to the next test.
  await storeDrafts(FORMATION, []);
  await draftDb().drafts.clear();
});

const text = (en: string) => ({ ar: `ع ${en}`, fr: `fr ${en}`, en });

const question = (n: number, extra: Partial<AdminQuestion> = {}): AdminQuestion => ({
  id: `0190c7a4-0000-7000-8000-00000000000${n}`,
  formation_id: FORMATION,
  module_id: null,
  position: n,
  text: text(`Question ${n}?`),
  options: [text(`Yes ${n}`), text(`No ${n}`)],
  correct_index: 0,
  explanation: null,
  version: 1,
  updated_at: '2026-11-01T00:00:00.000Z',
  ...extra,
});

/** The server: answers the list and the formation, then whatever `write` says for writes. */
function renderEditor(
  questions: AdminQuestion[] | (() => AdminQuestion[]),
  write: (sent: Sent) => Response = () => new Response(null, { status: 204 }),
) {
  const sent = stubApi((request) => {
    if (request.method === 'GET' && request.path.endsWith('/questions'))
      return jsonResponse(200, { data: typeof questions === 'function' ? questions() : questions });
    if (request.method === 'GET') return jsonResponse(200, { id: FORMATION, pass_mark: 7 });
    return write(request);
  });
  setSignedIn('t'.repeat(43), { ...USER, roles: ['agent'] });
  const router = createMemoryRouter([{ path: '/edit', element: <QuizEditor formationId={FORMATION} /> }], { initialEntries: ['/edit'] });
  render(
    <Suspense fallback={null}>
      <RouterProvider router={router} />
    </Suspense>,
  );
  return sent;
}

const writes = (sent: Sent[]) => sent.filter((request) => request.method !== 'GET');

/** Fills a new question's text and option fields in the three languages. */
async function fillNewQuestion(card: HTMLElement, options = 2) {
  for (const language of ['Arabic', 'French', 'English']) {
    await userEvent.type(within(card).getByLabelText(`Question in ${language}`), `Q ${language}`);
    for (let number = 1; number <= options; number++) {
      await userEvent.type(within(card).getByLabelText(`Option ${number} in ${language}`), `O${number} ${language}`);
    }
  }
}

const lastCard = () => {
  const cards = screen.getAllByRole('listitem').filter((item) => item.classList.contains('quiz-question'));
  const card = cards.at(-1);
  if (!card) throw new Error('no question card');
  return card;
};

describe('quiz editor', () => {
  it('shows the questions with their correct answer and the formation pass mark, read-only, with a link to change it', async () => {
    renderEditor([question(1), question(2, { correct_index: 1 })]);
    expect(await screen.findByRole('heading', { name: 'Question 2' })).toBeInTheDocument();
    expect(screen.getByText('Pass mark: 7 out of 10')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Change the pass mark in the formation's settings" })).toHaveAttribute(
      'href',
      `/dashboard/formations/${FORMATION}`,
    );
    const second = lastCard();
    expect(within(second).getByRole('radio', { name: 'Option 2 is the correct answer' })).toBeChecked();
    expect(within(second).getByRole('radio', { name: 'Option 1 is the correct answer' })).not.toBeChecked();
    // Each language is typed in its own direction, whatever the interface language.
    expect(within(second).getByLabelText('Question in Arabic')).toHaveAttribute('dir', 'rtl');
    expect(within(second).getByLabelText('Question in Arabic')).toHaveAttribute('lang', 'ar');
    expect(within(second).getByLabelText('Option 1 in French')).toHaveAttribute('dir', 'ltr');
  });

  it('a new question needs exactly one correct option: none is refused before sending, choosing a second unchecks the first', async () => {
    const sent = renderEditor([], (request) => jsonResponse(201, question(1, { ...(request.body as object), version: 1 })));
    await userEvent.click(await screen.findByRole('button', { name: 'Add a question' }));
    const card = lastCard();
    await fillNewQuestion(card);

    await userEvent.click(within(card).getByRole('button', { name: 'Save the question' }));
    expect(await within(card).findByText('Mark exactly one answer option as correct.')).toBeInTheDocument();
    expect(writes(sent)).toEqual([]);

    await userEvent.click(within(card).getByRole('radio', { name: 'Option 1 is the correct answer' }));
    await userEvent.click(within(card).getByRole('radio', { name: 'Option 2 is the correct answer' }));
    expect(within(card).getByRole('radio', { name: 'Option 1 is the correct answer' })).not.toBeChecked();
    expect(within(card).getAllByRole('radio', { checked: true })).toHaveLength(1);

    await userEvent.click(within(card).getByRole('button', { name: 'Save the question' }));
    await vi.waitFor(() => expect(writes(sent)).toHaveLength(1));
    expect(writes(sent)[0]).toEqual({
      method: 'POST',
      path: `/api/admin/formations/${FORMATION}/questions`,
      body: {
        text: { ar: 'Q Arabic', fr: 'Q French', en: 'Q English' },
        options: [
          { ar: 'O1 Arabic', fr: 'O1 French', en: 'O1 English' },
          { ar: 'O2 Arabic', fr: 'O2 French', en: 'O2 English' },
        ],
        correct_index: 1,
        explanation: null,
      },
    });
    expect(await screen.findByText('Question 1 saved.')).toBeInTheDocument();
    // Created once however often it is sent: the POST carries an Idempotency-Key.
    const post = (vi.mocked(fetch).mock.calls as [Request][]).map(([request]) => request).find((request) => request.method === 'POST');
    expect(post?.headers.get('Idempotency-Key')).toMatch(UUID_PATTERN);
  });

  it('keeps between 2 and 6 options: remove is off at 2, add is off at 6, removing the correct one asks again', async () => {
    renderEditor([question(1)]);
    const card = await screen.findByRole('heading', { name: 'Question 1' }).then(() => lastCard());
    expect(within(card).getByRole('button', { name: 'Remove option 1' })).toBeDisabled();
    const add = within(card).getByRole('button', { name: 'Add an option' });
    for (let count = 3; count <= 6; count++) await userEvent.click(add);
    expect(within(card).getAllByRole('radio')).toHaveLength(6);
    expect(add).toBeDisabled();
    expect(within(card).getByRole('button', { name: 'Remove option 6' })).toBeEnabled();

    // Option 1 is the correct one; removing it leaves no correct answer rather than marking another.
    await userEvent.click(within(card).getByRole('button', { name: 'Remove option 1' }));
    expect(within(card).getAllByRole('radio')).toHaveLength(5);
    expect(within(card).queryAllByRole('radio', { checked: true })).toHaveLength(0);
    expect(add).toBeEnabled();
  });

  it('arrow keys on the handle move a question, announce it, keep focus and send the whole new order', async () => {
    const sent = renderEditor([question(1), question(2), question(3)]);
    const handle = await screen.findByRole('button', { name: 'Reorder question 1' });
    expect(handle).toHaveAccessibleDescription(/Up and Down arrow keys move the question/);
    handle.focus();
    await userEvent.keyboard('{ArrowDown}');

    await vi.waitFor(() => expect(writes(sent)).toHaveLength(1));
    expect(writes(sent)[0]).toEqual({
      method: 'PUT',
      path: `/api/admin/formations/${FORMATION}/questions/order`,
      body: { ids: [question(2).id, question(1).id, question(3).id] },
    });
    expect(screen.getByText('Question moved to position 2 of 3.')).toHaveAttribute('aria-live', 'polite');
    // The moved question is now second, and its handle (renamed for its new place) still has the focus.
    expect(screen.getByRole('button', { name: 'Reorder question 2' })).toHaveFocus();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toContain('Question 2');
    expect(within(lastCard()).getByDisplayValue('Question 3?')).toBeInTheDocument();
    const secondCard = screen.getByRole('button', { name: 'Reorder question 2' }).closest('li');
    expect(within(secondCard as HTMLElement).getByDisplayValue('Question 1?')).toBeInTheDocument();

    // The move-up button does the same from the pointer; the first question cannot go higher.
    expect(screen.getByRole('button', { name: 'Move question 1 up' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Move question 3 up' }));
    await vi.waitFor(() => expect(writes(sent)).toHaveLength(2));
    expect(writes(sent)[1]?.body).toEqual({ ids: [question(2).id, question(3).id, question(1).id] });
  });

  it('dragging a question by its handle onto another place saves that order', async () => {
    const sent = renderEditor([question(1), question(2), question(3)]);
    const handle = await screen.findByRole('button', { name: 'Reorder question 3' });
    const target = screen.getByRole('button', { name: 'Reorder question 1' }).closest('li') as HTMLElement;
    const dataTransfer = { effectAllowed: 'none', setData: vi.fn(), getData: vi.fn() };
    fireEvent.dragStart(handle, { dataTransfer });
    fireEvent.dragOver(target, { dataTransfer });
    fireEvent.drop(target, { dataTransfer });
    await vi.waitFor(() => expect(writes(sent)).toHaveLength(1));
    expect(writes(sent)[0]?.body).toEqual({ ids: [question(3).id, question(1).id, question(2).id] });
    expect(screen.getByText('Question moved to position 1 of 3.')).toBeInTheDocument();
  });

  it('a refused order is undone and said', async () => {
    renderEditor([question(1), question(2)], () => jsonResponse(422, problem(422, 'editor.reorder_mismatch')));
    await userEvent.click(await screen.findByRole('button', { name: 'Move question 1 down' }));
    expect(await screen.findByText('The new order could not be saved; the previous order is back.')).toBeInTheDocument();
    const first = screen.getByRole('button', { name: 'Reorder question 1' }).closest('li');
    expect(within(first as HTMLElement).getByDisplayValue('Question 1?')).toBeInTheDocument();
  });

  it("shows the server's field errors translated, on the fields they name", async () => {
    const sent = renderEditor([question(1)], () =>
      jsonResponse(
        422,
        problem(422, 'validation.failed', {
          'options.1.fr': ['validation.too_long'],
          correct_index: ['editor.question_one_correct'],
          options: ['editor.question_option_empty'],
        }),
      ),
    );
    await screen.findByRole('heading', { name: 'Question 1' });
    const card = lastCard();
    await userEvent.type(within(card).getByLabelText('Option 2 in French'), ' plus');
    await userEvent.click(within(card).getByRole('button', { name: 'Save the question' }));

    const field = within(card).getByLabelText('Option 2 in French');
    await vi.waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription('This text is too long.');
    expect(within(card).getByText('Mark exactly one answer option as correct.')).toBeInTheDocument();
    expect(within(card).getByText('Every answer option needs a text.')).toBeInTheDocument();
    expect(writes(sent)[0]).toMatchObject({ method: 'PATCH', body: { version: 1, correct_index: 0 } });
    // The agent's text is still there to fix.
    expect(field).toHaveValue('fr No 1 plus');
  });

  it('deletes only after confirmation', async () => {
    const sent = renderEditor([question(1), question(2)]);
    await screen.findByRole('heading', { name: 'Question 2' });
    await userEvent.click(within(lastCard()).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete question 2?' });
    expect(writes(sent)).toEqual([]);
    await act(async () => {
      await userEvent.click(within(dialog).getByRole('button', { name: 'Delete the question' }));
    });
    await vi.waitFor(() =>
      expect(writes(sent)).toEqual([
        { method: 'DELETE', path: `/api/admin/formations/${FORMATION}/questions/${question(2).id}`, body: null },
      ]),
    );
    await vi.waitFor(() => expect(screen.queryByRole('heading', { name: 'Question 2' })).not.toBeInTheDocument());
    expect(screen.getByText('Question deleted.')).toBeInTheDocument();
  });

  it("keeps the agent's unsaved text on this device: a reload (the editor mounted again) brings it back", async () => {
    renderEditor([question(1)]);
    await screen.findByRole('heading', { name: 'Question 1' });
    await userEvent.type(within(lastCard()).getByLabelText('Question in French'), ' encore');
    await userEvent.click(screen.getByRole('button', { name: 'Add a question' }));
    await userEvent.type(within(lastCard()).getByLabelText('Question in Arabic'), 'سؤال جديد');
    cleanup();

    renderEditor([question(1)]);
    await screen.findByRole('heading', { name: 'Question 1' });
    expect(screen.getByDisplayValue('fr Question 1? encore')).toBeInTheDocument();
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    expect(within(lastCard()).getByLabelText('Question in Arabic')).toHaveValue('سؤال جديد');
    expect(screen.getByRole('heading', { name: 'New question (not saved yet)' })).toBeInTheDocument();

    // Undoing the changes forgets them here too.
    await userEvent.click(screen.getByRole('button', { name: 'Undo changes' }));
    cleanup();
    renderEditor([question(1)]);
    await screen.findByRole('heading', { name: 'Question 1' });
    expect(screen.getByDisplayValue('fr Question 1?')).toBeInTheDocument();
  });

  it('a question someone else saved meanwhile is not overwritten blindly: 409 says so, saving again is made from their version', async () => {
    let version = 1;
    const sent = renderEditor(
      () => [question(1, { version })],
      (request) => {
        const body = request.body as { version: number };
        if (body.version < 2) {
          version = 2;
          return jsonResponse(409, { ...problem(409, 'editor.version_conflict'), version: 2, current: question(1, { version: 2 }) });
        }
        return jsonResponse(200, question(1, { version: 3, text: text('Mine') }));
      },
    );
    await screen.findByRole('heading', { name: 'Question 1' });
    const field = within(lastCard()).getByLabelText('Question in English');
    await userEvent.clear(field);
    await userEvent.type(field, 'Mine');
    await userEvent.click(within(lastCard()).getByRole('button', { name: 'Save the question' }));
    expect(await within(lastCard()).findByRole('alert')).toHaveTextContent('Another person changed this question meanwhile.');
    expect(field).toHaveValue('Mine');

    await userEvent.click(within(lastCard()).getByRole('button', { name: 'Save the question' }));
    expect(await screen.findByText('Question 1 saved.')).toBeInTheDocument();
    expect(writes(sent).map((request) => (request.body as { version: number }).version)).toEqual([1, 2]);
  });
});
