// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FieldErrors } from '../../contract/errors';
import { useSchemaForm, type SchemaForm } from '../../src/lib/use-schema-form';

afterEach(cleanup);

const required = () => v.pipe(v.string(), v.nonEmpty('validation.field_required'));
const TextSchema = v.object({ ar: required(), fr: required(), en: required() });
/** The shape of a catalogue editor's question: a translatable text and a list of translatable options. */
const QuestionSchema = v.object({
  text: TextSchema,
  options: v.array(TextSchema),
  points: v.pipe(v.string(), v.regex(/^\d+$/, 'validation.invalid_value')),
});
const EMPTY_TEXT = { ar: '', fr: '', en: '' };
const INITIAL = { text: { ...EMPTY_TEXT }, options: [{ ...EMPTY_TEXT }], points: '1' };
type QuestionForm = SchemaForm<typeof INITIAL, v.InferOutput<typeof QuestionSchema>>;

/** The latest form the editor rendered, so a test can act on it as an editor's buttons would. */
const latest: { form?: QuestionForm } = {};
const current = (): QuestionForm => latest.form as QuestionForm;

function Editor({ onValid }: { onValid: (output: v.InferOutput<typeof QuestionSchema>) => void }) {
  const form = useSchemaForm(QuestionSchema, INITIAL);
  useEffect(() => {
    latest.form = form;
  });
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)}>
      {form.translatable('text').map(({ language, binding, error }) => (
        <p key={language}>
          <label>
            {`text ${language}`}
            <input {...binding} aria-invalid={error ? true : undefined} />
          </label>
          {error ? <span>{`text ${language}: ${error}`}</span> : null}
        </p>
      ))}
      {form.values.options.map((_, index) =>
        form.translatable(`options.${index}`).map(({ language, binding, error }) => (
          <p key={`${index}-${language}`}>
            <label>
              {`option ${index} ${language}`}
              <input {...binding} aria-invalid={error ? true : undefined} />
            </label>
            {error ? <span>{`option ${index} ${language}: ${error}`}</span> : null}
          </p>
        )),
      )}
      <label>
        points
        <input {...form.bind('points')} />
      </label>
      <button type="submit">save</button>
    </form>
  );
}

async function fillText(prefix: string) {
  await userEvent.type(screen.getByLabelText(`${prefix} ar`), 'سؤال');
  await userEvent.type(screen.getByLabelText(`${prefix} fr`), 'Question');
  await userEvent.type(screen.getByLabelText(`${prefix} en`), 'Question');
}

describe('useSchemaForm with nested and translatable fields', () => {
  it('gives a {ar, fr, en} text three inputs, Arabic right to left, each writing its own nested value', async () => {
    render(<Editor onValid={vi.fn()} />);
    const arabic = screen.getByLabelText('text ar');
    expect(arabic).toHaveAttribute('lang', 'ar');
    expect(arabic).toHaveAttribute('dir', 'rtl');
    expect(arabic).toHaveAttribute('name', 'text.ar');
    expect(screen.getByLabelText('text fr')).toHaveAttribute('dir', 'ltr');

    await userEvent.type(arabic, 'سؤال');
    await userEvent.type(screen.getByLabelText('option 0 fr'), 'Oui');
    expect(current().values.text).toEqual({ ar: 'سؤال', fr: '', en: '' });
    expect(current().values.options).toEqual([{ ar: '', fr: 'Oui', en: '' }]);
    // The initial values are copied, never written through.
    expect(INITIAL.text.ar).toBe('');
  });

  it('shows a nested field its own code on blur and on submit, and sends nothing until every language is filled', async () => {
    const onValid = vi.fn();
    render(<Editor onValid={onValid} />);
    fireEvent.blur(screen.getByLabelText('text fr'));
    expect(screen.getByText('text fr: validation.field_required')).toBeInTheDocument();
    expect(screen.queryByText('text en: validation.field_required')).not.toBeInTheDocument();

    await fillText('text');
    await userEvent.click(screen.getByRole('button', { name: 'save' }));
    expect(onValid).not.toHaveBeenCalled();
    // Submitting shows every invalid leaf, the ones inside the list too.
    expect(screen.getByText('option 0 ar: validation.field_required')).toBeInTheDocument();
    expect(screen.getByText('option 0 en: validation.field_required')).toBeInTheDocument();
    expect(screen.queryByText(/^text \w+: /)).not.toBeInTheDocument();
    // The form moves focus to the first field in error once it has drawn the errors (a frame later); a
    // person types after that. Typing before it lands sent the rest of a word to the next field.
    await waitFor(() => expect(document.activeElement).toHaveAttribute('aria-invalid', 'true'));

    await fillText('option 0');
    await userEvent.click(screen.getByRole('button', { name: 'save' }));
    expect(onValid).toHaveBeenCalledWith({
      text: { ar: 'سؤال', fr: 'Question', en: 'Question' },
      options: [{ ar: 'سؤال', fr: 'Question', en: 'Question' }],
      points: '1',
    });
  });

  it('grows a list through setValue on its path, and the new item binds and validates like the first', async () => {
    const onValid = vi.fn();
    render(<Editor onValid={onValid} />);
    act(() => current().setValue('options', [...current().values.options, { ...EMPTY_TEXT }]));
    expect(screen.getByLabelText('option 1 fr')).toHaveAttribute('name', 'options.1.fr');

    await fillText('text');
    await fillText('option 0');
    await userEvent.click(screen.getByRole('button', { name: 'save' }));
    expect(onValid).not.toHaveBeenCalled();
    expect(screen.getByText('option 1 fr: validation.field_required')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('option 1 ar')).toHaveFocus());
  });

  it("puts a 422's dot-path codes on their nested fields until that field is edited", async () => {
    render(<Editor onValid={vi.fn()} />);
    const errors: FieldErrors = { 'options.0.en': ['validation.too_long'], 'text.ar': ['validation.too_long'] };
    act(() => current().setServerErrors(errors));
    expect(screen.getByText('option 0 en: validation.too_long')).toBeInTheDocument();
    expect(screen.getByText('text ar: validation.too_long')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('option 0 en'), 'x');
    expect(screen.queryByText('option 0 en: validation.too_long')).not.toBeInTheDocument();
    expect(screen.getByText('text ar: validation.too_long')).toBeInTheDocument();
  });

  it('takes into its state what was in the fields before it ran (typed into a server-drawn form), nested paths included', async () => {
    render(<Editor onValid={vi.fn()} />);
    // Characters in the page's inputs that React never saw as changes, as before hydration.
    const arabic = screen.getByLabelText<HTMLInputElement>('text ar');
    arabic.value = 'سؤال';
    screen.getByLabelText<HTMLInputElement>('option 0 fr').value = 'Oui';
    act(() => current().adoptTyped(arabic.form as HTMLFormElement));
    expect(current().values.text).toEqual({ ar: 'سؤال', fr: '', en: '' });
    expect(current().values.options).toEqual([{ ar: '', fr: 'Oui', en: '' }]);
    expect(current().values.points).toBe('1');
    // The next render keeps them on screen instead of the empty values it started from.
    act(() => current().setValue('points', '2'));
    expect(arabic.value).toBe('سؤال');
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('option 0 fr').value).toBe('Oui'));
  });
});

/** A rating's shape: a number chosen among radio buttons, a check box, and a text the payload carries only when asked. */
const RatingSchema = v.object({
  rating: v.pipe(
    v.number('certificate.rating_required'),
    v.integer('certificate.rating_required'),
    v.minValue(1, 'certificate.rating_required'),
  ),
  public: v.boolean(),
  feedback: v.optional(v.pipe(v.string(), v.maxLength(5, 'validation.too_long'))),
});
const RATING_INITIAL = { rating: '', public: false, withFeedback: false, feedback: '' };
const ratingInput = ({ rating, public: shown, withFeedback, feedback }: typeof RATING_INITIAL) => ({
  rating: rating === '' ? undefined : Number(rating),
  public: shown,
  ...(withFeedback ? { feedback } : {}),
});

function Rating({ onValid }: { onValid: (output: v.InferOutput<typeof RatingSchema>) => void }) {
  const form = useSchemaForm(RatingSchema, RATING_INITIAL, { toInput: ratingInput });
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)}>
      <fieldset aria-invalid={form.error('rating') ? true : undefined}>
        {['1', '2', '3'].map((star) => (
          <label key={star}>
            {`star ${star}`}
            <input {...form.radio('rating', star)} />
          </label>
        ))}
      </fieldset>
      {form.error('rating') ? <span>{`rating: ${form.error('rating')}`}</span> : null}
      <label>
        public
        <input {...form.checkbox('public')} />
      </label>
      <label>
        with feedback
        <input {...form.checkbox('withFeedback')} />
      </label>
      <label>
        feedback
        <input {...form.bind('feedback')} />
      </label>
      {form.error('feedback') ? <span>{`feedback: ${form.error('feedback')}`}</span> : null}
      <button type="submit">send</button>
    </form>
  );
}

describe('useSchemaForm with choices and numbers', () => {
  it('validates what toInput makes of the values, a radio choice as a number, and puts the codes on the fields', async () => {
    const onValid = vi.fn();
    render(<Rating onValid={onValid} />);
    expect(screen.getByLabelText('star 2')).toHaveAttribute('name', 'rating');
    await userEvent.click(screen.getByRole('button', { name: 'send' }));
    expect(onValid).not.toHaveBeenCalled();
    expect(screen.getByText('rating: certificate.rating_required')).toBeInTheDocument();

    await userEvent.click(screen.getByLabelText('star 2'));
    expect(screen.getByLabelText('star 2')).toBeChecked();
    expect(screen.getByLabelText('star 1')).not.toBeChecked();
    expect(screen.queryByText(/^rating: /)).not.toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('public'));
    expect(screen.getByLabelText('public')).toBeChecked();
    // Too long, but the payload leaves the text out until the box is ticked.
    await userEvent.type(screen.getByLabelText('feedback'), 'too long');
    await userEvent.click(screen.getByRole('button', { name: 'send' }));
    expect(onValid).toHaveBeenLastCalledWith({ rating: 2, public: true });

    await userEvent.click(screen.getByLabelText('with feedback'));
    await userEvent.click(screen.getByRole('button', { name: 'send' }));
    expect(screen.getByText('feedback: validation.too_long')).toBeInTheDocument();
    expect(onValid).toHaveBeenCalledTimes(1);
  });
});

const TagsSchema = v.object({ tags: v.pipe(v.array(v.string()), v.minLength(1, 'validation.field_required')) });
const NO_TAGS: { tags: string[] } = { tags: [] };

function Tags({ onValid, onInvalid }: { onValid: () => void; onInvalid: () => void }) {
  const form = useSchemaForm(TagsSchema, NO_TAGS);
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid, onInvalid)}>
      <button type="button" onClick={() => form.setValue('tags', ['bees'])}>
        add
      </button>
      {form.error('tags') ? <span>{`tags: ${form.error('tags')}`}</span> : null}
      <button type="submit">send</button>
    </form>
  );
}

describe('useSchemaForm with an empty list', () => {
  it('shows the list’s own code on submit, though it has no field, runs onInvalid, and clears once an item is added', async () => {
    const onValid = vi.fn();
    const onInvalid = vi.fn();
    render(<Tags onValid={onValid} onInvalid={onInvalid} />);
    expect(screen.queryByText(/^tags: /)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'send' }));
    expect(screen.getByText('tags: validation.field_required')).toBeInTheDocument();
    expect(onInvalid).toHaveBeenCalledTimes(1);
    expect(onValid).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'add' }));
    expect(screen.queryByText(/^tags: /)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'send' }));
    expect(onValid).toHaveBeenCalledWith({ tags: ['bees'] });
    expect(onInvalid).toHaveBeenCalledTimes(1);
  });
});
