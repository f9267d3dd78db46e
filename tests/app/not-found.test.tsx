// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setSignedOut } from '../../src/lib/session';
import { renderApp } from './render-app';

describe('unknown paths', () => {
  afterEach(() => cleanup());

  it('render the translated not-found page inside the shell', async () => {
    setSignedOut();
    await renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Page not found · Agri Academy');
  });

  it('are translated in Arabic', async () => {
    setSignedOut();
    await renderApp('/course/1/nothing-here', 'ar');
    expect(await screen.findByRole('heading', { level: 1, name: 'الصفحة غير موجودة' })).toBeInTheDocument();
  });
});
