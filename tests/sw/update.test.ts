import { describe, expect, it, vi } from 'vitest';
import { isSkipWaitingMessage, listenForSkipWaiting, SKIP_WAITING, type UpdateScope } from '../../sw/update';

function fakeScope() {
  const listeners: ((event: { data: unknown }) => void)[] = [];
  const scope: UpdateScope & { send(data: unknown): void } = {
    addEventListener: (_type, listener) => listeners.push(listener),
    skipWaiting: vi.fn(async () => undefined),
    send: (data) => listeners.forEach((listener) => listener({ data })),
  };
  return scope;
}

describe('service worker update', () => {
  it('activates the waiting worker only when the page sends SKIP_WAITING', () => {
    const scope = fakeScope();
    listenForSkipWaiting(scope);
    expect(scope.skipWaiting).not.toHaveBeenCalled();
    scope.send({ type: SKIP_WAITING });
    expect(scope.skipWaiting).toHaveBeenCalledTimes(1);
  });

  it('ignores every other message', () => {
    const scope = fakeScope();
    listenForSkipWaiting(scope);
    for (const data of [null, undefined, 'SKIP_WAITING', { type: 'GET_VERSION' }, { kind: SKIP_WAITING }, 42]) scope.send(data);
    expect(scope.skipWaiting).not.toHaveBeenCalled();
  });

  it('uses the message workbox-window sends from messageSkipWaiting()', () => {
    expect(isSkipWaitingMessage({ type: 'SKIP_WAITING' })).toBe(true);
  });
});
