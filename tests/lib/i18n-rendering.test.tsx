// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Profiler, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, loadNamespaces, setLanguage } from '../../src/lib/i18n';

/** Commits of the translated component, counted by React's Profiler. */
let renders = 0;
const countRender = () => {
  renders += 1;
};

function HomeLink() {
  const { t } = useTranslation('common');
  return <p>{t('nav.home')}</p>;
}

const CountedHomeLink = () => (
  <Profiler id="home-link" onRender={countRender}>
    <HomeLink />
  </Profiler>
);

function PaymentTitle() {
  const { t } = useTranslation('payments');
  return <h2>{t('title')}</h2>;
}

afterEach(() => {
  cleanup();
  renders = 0;
});

describe('translated components and namespaces arriving', () => {
  it('a namespace loaded for another part of the page does not draw the translated components again', async () => {
    await setLanguage('en', { persist: false });
    render(<CountedHomeLink />);
    expect(screen.getByText('Home')).toBeTruthy();
    const before = renders;
    await act(() => loadNamespaces('en', ['chat']));
    expect(i18n.hasResourceBundle('en', 'chat')).toBe(true);
    expect(renders).toBe(before);
  });

  it('a component waits for its own namespace, then shows its strings', async () => {
    await setLanguage('fr', { persist: false });
    expect(i18n.hasResourceBundle('fr', 'payments')).toBe(false);
    render(
      <Suspense fallback={<p>loading</p>}>
        <PaymentTitle />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    expect((await screen.findByRole('heading', { level: 2 })).textContent).toBe(i18n.getFixedT('fr', 'payments')('title'));
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('a language change draws them again in the new language', async () => {
    await setLanguage('en', { persist: false });
    render(<CountedHomeLink />);
    await act(() => setLanguage('ar', { persist: false }));
    expect(screen.getByText('الرئيسية')).toBeTruthy();
  });
});
