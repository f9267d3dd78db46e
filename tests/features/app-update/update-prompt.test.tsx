// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A stand-in for workbox-window's Workbox: records listeners so the test plays the worker's part. */
const fake = vi.hoisted(() => {
  type Listener = (event: { isUpdate?: boolean }) => void;
  const state = {
    listeners: new Map<string, Listener[]>(),
    messageSkipWaiting: (() => undefined) as () => void,
    emit(type: string, event: { isUpdate?: boolean } = {}) {
      for (const listener of state.listeners.get(type) ?? []) listener(event);
    },
  };
  class Workbox {
    constructor(readonly url: string) {}
    addEventListener(type: string, listener: Listener) {
      state.listeners.set(type, [...(state.listeners.get(type) ?? []), listener]);
    }
    register() {
      return Promise.resolve(undefined);
    }
    update() {
      return Promise.resolve();
    }
    messageSkipWaiting() {
      state.messageSkipWaiting();
    }
  }
  return { state, Workbox };
});
vi.mock('workbox-window', () => ({ Workbox: fake.Workbox }));

let waitingWorker: object | null;

/** The banner is lazy: give it time to appear before asserting that it did not. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

/** A fresh bridge, prompt and i18n for each test: the bridge keeps its registration in module state. */
async function setup(language: 'en' | 'fr' | 'ar' = 'en') {
  vi.resetModules();
  const { setLanguage } = await import('../../../src/lib/i18n');
  await setLanguage(language, { persist: false });
  const bridge = await import('../../../src/lib/sw-bridge');
  const { UpdatePrompt } = await import('../../../src/features/app-update/update-prompt');
  const reload = vi.fn();
  await bridge.registerServiceWorker({ reload });
  render(<UpdatePrompt />);
  return { reload };
}

beforeEach(() => {
  vi.stubEnv('PROD', true);
  fake.state.listeners.clear();
  fake.state.messageSkipWaiting = vi.fn(() => undefined);
  waitingWorker = {};
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: () => Promise.resolve({ waiting: waitingWorker }) },
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllEnvs();
});

describe('UpdatePrompt', () => {
  it('shows nothing while no new version waits', async () => {
    await setup();
    await settle();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();
  });

  it('announces a waiting version and reloads only after the learner clicks Reload', async () => {
    const { reload } = await setup();
    act(() => fake.state.emit('waiting'));

    const prompt = await screen.findByRole('status', { name: 'App update' });
    expect(prompt).toHaveTextContent('A new version of the academy is available.');
    expect(fake.state.messageSkipWaiting).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await vi.waitFor(() => expect(fake.state.messageSkipWaiting).toHaveBeenCalledTimes(1));
    // The page reloads once the new worker controls it, not before.
    expect(reload).not.toHaveBeenCalled();
    act(() => fake.state.emit('controlling', { isUpdate: true }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('never reloads by itself when the new worker takes control', async () => {
    const { reload } = await setup();
    act(() => {
      fake.state.emit('waiting');
      fake.state.emit('controlling', { isUpdate: true });
    });
    expect(reload).not.toHaveBeenCalled();
    expect(await screen.findByRole('button', { name: 'Reload' })).toBeVisible();
  });

  it('offers the reload when another tab already applied the update', async () => {
    const { reload } = await setup();
    act(() => fake.state.emit('controlling', { isUpdate: true }));
    waitingWorker = null;
    await userEvent.click(await screen.findByRole('button', { name: 'Reload' }));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(fake.state.messageSkipWaiting).not.toHaveBeenCalled();
  });

  it('does not offer an update on the very first install', async () => {
    await setup();
    act(() => fake.state.emit('controlling', { isUpdate: false }));
    await settle();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('goes away on Later without reloading', async () => {
    const { reload } = await setup();
    act(() => fake.state.emit('waiting'));
    await userEvent.click(await screen.findByRole('button', { name: 'Later' }));
    await settle();
    expect(screen.queryByRole('status')).toBeNull();
    expect(reload).not.toHaveBeenCalled();
    expect(fake.state.messageSkipWaiting).not.toHaveBeenCalled();
  });

  it('speaks the learner’s language', async () => {
    await setup('ar');
    act(() => fake.state.emit('waiting'));
    expect(await screen.findByRole('status')).toHaveTextContent('يتوفّر إصدار جديد من الأكاديمية.');
    expect(screen.getByRole('button', { name: 'إعادة التحميل' })).toBeVisible();
    cleanup();

    await setup('fr');
    act(() => fake.state.emit('waiting'));
    expect(await screen.findByRole('button', { name: 'Recharger' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Plus tard' })).toBeVisible();
  });
});
