// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadNamespaces, setLanguage } from '../../src/lib/i18n';
import { readRenditionChoice, RENDITION_STORAGE_KEY, storeRenditionChoice, useRenditionChoice } from '../../src/lib/rendition-choice';
import { RenditionPicker } from '../../src/domain-ui/rendition-picker';

function Chooser() {
  const [choice, choose] = useRenditionChoice();
  return (
    <RenditionPicker
      sizes={{ low: 19 * 1024 ** 2, standard: 34 * 1024 ** 2, audio: 2.4 * 1024 ** 2 }}
      value={choice}
      onChange={choose}
      language="en"
      legend="Video quality"
    />
  );
}

beforeAll(async () => {
  await loadNamespaces('en', ['common']);
  await setLanguage('en');
});
beforeEach(() => window.localStorage.clear());
afterEach(cleanup);

describe("the learner's rendition choice", () => {
  it('starts on low data, the 2G default', () => {
    expect(readRenditionChoice()).toBe('low');
  });

  it('offers each choice with its size in MB and remembers the one picked across a reload', () => {
    render(<Chooser />);
    expect(screen.getByRole('radio', { name: /Low data.*19\sMB/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Standard.*34\sMB/ })).not.toBeChecked();
    fireEvent.click(screen.getByRole('radio', { name: /Audio only.*2\.4\sMB/ }));
    expect(screen.getByRole('radio', { name: /Audio only/ })).toBeChecked();
    expect(window.localStorage.getItem(RENDITION_STORAGE_KEY)).toBe('audio');

    // A reload: a new screen reads the stored choice.
    cleanup();
    render(<Chooser />);
    expect(screen.getByRole('radio', { name: /Audio only/ })).toBeChecked();
  });

  it('updates every screen showing the choice at once', () => {
    render(
      <>
        <Chooser />
        <Chooser />
      </>,
    );
    act(() => storeRenditionChoice('standard'));
    expect(screen.getAllByRole('radio', { name: /Standard/ }).every((radio) => (radio as HTMLInputElement).checked)).toBe(true);
  });

  it('ignores a stored value it does not know', () => {
    window.localStorage.setItem(RENDITION_STORAGE_KEY, '4k');
    expect(readRenditionChoice()).toBe('low');
  });

  it('offers only the choices the lesson has', () => {
    render(<RenditionPicker sizes={{ standard: 1024 ** 2 }} value="low" onChange={() => undefined} language="ar" legend="جودة الفيديو" />);
    expect(screen.getAllByRole('radio')).toHaveLength(1);
  });
});
