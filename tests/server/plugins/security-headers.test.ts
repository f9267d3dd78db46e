import { describe, expect, it } from 'vitest';
import { helmetHeaders } from '../../../server/plugins/security-headers';

describe('helmetHeaders', () => {
  it("computes helmet's headers once, as helmet would write them on an answer", () => {
    const headers = helmetHeaders({
      contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'self'"], scriptSrc: ["'self'", "'sha256-abc='"] } },
      hsts: false,
    });
    expect(headers['content-security-policy']).toBe("default-src 'self';script-src 'self' 'sha256-abc='");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['strict-transport-security']).toBeUndefined();
  });

  it('refuses a policy helmet refuses, when the server starts rather than on each answer', () => {
    expect(() => helmetHeaders({ contentSecurityPolicy: { useDefaults: false, directives: { scriptSrc: ['self'] } } })).toThrow();
  });
});
