// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mediaFileKey, type StudyAttachment } from '../../../contract/study';
import type { UserDatabase } from '../../../src/data/user-db';
import { LessonResources } from '../../../src/features/study/components/lesson-resources';
import { loadNamespaces, setLanguage } from '../../../src/lib/i18n';

beforeAll(async () => {
  await setLanguage('en', { persist: false });
  await loadNamespaces('en', ['study', 'common']);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const attachment = (file_name: string, mime_type: string): StudyAttachment =>
  ({
    id: file_name,
    lesson_id: 'l1',
    file_name,
    mime_type,
    size: 51 * 1024,
    position: 1,
    url: `/api/media/attachments/${file_name}?sig=s`,
  }) as StudyAttachment;

function deviceWith(files: Record<string, Blob>): UserDatabase {
  return {
    offline_attachments: { get: async (key: string) => (files[key] ? { key, blob: files[key] } : undefined) },
  } as unknown as UserDatabase;
}

describe('downloaded attachments', () => {
  it('reads a text in the app, each paragraph in its own direction, not in a blob: tab', async () => {
    const sheet = attachment('calendrier.txt', 'text/plain');
    const text = 'Calendrier de la récolte\n\nيبدأ موسم الجني في شتنبر.\nFin en novembre.';
    const opened = vi.spyOn(window, 'open');
    render(
      <LessonResources
        db={deviceWith({ [mediaFileKey(sheet.url)]: new Blob([text], { type: 'text/plain' }) })}
        attachments={[sheet]}
        courseWide={[]}
        offlineKeys={new Set([mediaFileKey(sheet.url)])}
        online={false}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Open calendrier.txt' }));
    const reader = await screen.findByRole('dialog');
    const paragraphs = within(reader).getAllByText(/./, { selector: 'p' });
    expect(paragraphs.map((paragraph) => paragraph.textContent)).toEqual([
      'Calendrier de la récolte',
      'يبدأ موسم الجني في شتنبر.',
      'Fin en novembre.',
    ]);
    for (const paragraph of paragraphs) expect(paragraph).toHaveAttribute('dir', 'auto');
    expect(opened).not.toHaveBeenCalled();
  });

  it('hands a PDF to the phone under its own file name', async () => {
    const pdf = attachment('fiche-technique.pdf', 'application/pdf');
    const clicked: { download: string; target: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ download: this.download, target: this.target });
    });
    URL.createObjectURL = vi.fn(() => 'blob:test');
    URL.revokeObjectURL = vi.fn();
    render(
      <LessonResources
        db={deviceWith({ [mediaFileKey(pdf.url)]: new Blob(['%PDF-1.4'], { type: 'application/pdf' }) })}
        attachments={[pdf]}
        courseWide={[]}
        offlineKeys={new Set([mediaFileKey(pdf.url)])}
        online={false}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Open fiche-technique.pdf' }));
    await vi.waitFor(() => expect(clicked).toEqual([{ download: 'fiche-technique.pdf', target: '' }]));
  });
});
