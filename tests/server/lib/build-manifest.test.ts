import { describe, expect, it } from 'vitest';
import { modulePreloadTag } from '../../../server/lib/ssr/build-manifest';

describe('modulePreloadTag', () => {
  it('preloads a built file by its path from the site root', () => {
    expect(modulePreloadTag('assets/catalogue-BRbp_s5-.js')).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/catalogue-BRbp_s5-.js">',
    );
  });

  it('writes nothing for a missing file or a name that could leave the attribute', () => {
    expect(modulePreloadTag(undefined)).toBe('');
    expect(modulePreloadTag('assets/x.js"><script>alert(1)</script>')).toBe('');
    expect(modulePreloadTag('assets/x y.js')).toBe('');
  });
});
