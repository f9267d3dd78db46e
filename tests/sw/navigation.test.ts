import { describe, expect, it } from 'vitest';
import { isAppNavigation } from '../../sw/navigation-policy';

describe('navigation fallback', () => {
  it('answers every app route with the precached shell', () => {
    for (const pathname of [
      '/',
      '/courses',
      '/about',
      '/course/0190a1b2/study',
      '/dashboard/formations/create',
      '/verify/ABC-123',
      '/apiary',
    ]) {
      expect(isAppNavigation(pathname), pathname).toBe(true);
    }
  });

  it('leaves API navigations to the network, where they answer problems', () => {
    for (const pathname of ['/api', '/api/', '/api/health', '/api/certificates/verify/ABC']) {
      expect(isAppNavigation(pathname), pathname).toBe(false);
    }
  });
});
