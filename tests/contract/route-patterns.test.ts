import { describe, expect, it } from 'vitest';
import { matchRoutePattern, routePatterns } from '../../contract/route-patterns';

describe('matchRoutePattern', () => {
  it('gives the parameters of a path that is exactly the pattern', () => {
    expect(matchRoutePattern(routePatterns.course, '/course/8d0f6b4e-1c2a-4f7e-9a55-3b1d2c4e5f60')).toEqual({
      id: '8d0f6b4e-1c2a-4f7e-9a55-3b1d2c4e5f60',
    });
    expect(matchRoutePattern(routePatterns.verify, '/verify/7QK2M9TB4XZP0RWAH3JD')).toEqual({ code: '7QK2M9TB4XZP0RWAH3JD' });
  });

  it('does not match a longer, shorter or different path, or an empty parameter', () => {
    expect(matchRoutePattern(routePatterns.course, '/course/abc/study')).toBeNull();
    expect(matchRoutePattern(routePatterns.course, '/course')).toBeNull();
    expect(matchRoutePattern(routePatterns.course, '/course/')).toBeNull();
    expect(matchRoutePattern(routePatterns.course, '/courses/abc')).toBeNull();
    expect(matchRoutePattern(routePatterns.study, '/course/abc/study')).toEqual({ id: 'abc' });
  });

  it('decodes a parameter, and keeps one that does not decode as it came', () => {
    expect(matchRoutePattern(routePatterns.course, '/course/a%20b')).toEqual({ id: 'a b' });
    expect(matchRoutePattern(routePatterns.course, '/course/%E0%A4%A')).toEqual({ id: '%E0%A4%A' });
  });
});
