import { describe, expect, it } from 'vitest';
import { redactUrl, reqSerializer } from '../../../server/lib/http/log-serializers';

describe('query strings in logs', () => {
  it('redacts the values of sig, token and code (and other secrets), keeps the rest', () => {
    expect(redactUrl('/api/media/videos/abc?uid=u1&exp=123&scope=offline&sig=SECRETSIG')).toBe(
      '/api/media/videos/abc?uid=u1&exp=123&scope=offline&sig=[redacted]',
    );
    expect(redactUrl('/api/newsletter/unsubscribe?token=tok-123&lang=fr')).toBe('/api/newsletter/unsubscribe?token=[redacted]&lang=fr');
    expect(redactUrl('/api/payments/x/return?code=ABC&state=ok')).toBe('/api/payments/x/return?code=[redacted]&state=ok');
    expect(redactUrl('/x?SIG=a&Token=b&reset_token=c&%73ig=d')).toBe(
      '/x?SIG=[redacted]&Token=[redacted]&reset_token=[redacted]&%73ig=[redacted]',
    );
    expect(redactUrl('/x?%E0%A4%A=1')).toBe('/x?%E0%A4%A=[redacted]');
    expect(redactUrl('/api/formations?page=2')).toBe('/api/formations?page=2');
    expect(redactUrl('/api/health')).toBe('/api/health');
  });

  it('is the req serializer of every log line', () => {
    const line = reqSerializer({ method: 'GET', url: '/api/media/a?sig=s3cr3t&exp=1', ip: '203.0.113.9', headers: {}, host: 'academy' });
    expect(line).toMatchObject({ method: 'GET', url: '/api/media/a?sig=[redacted]&exp=1', remoteAddress: '203.0.113.9', host: 'academy' });
    expect(JSON.stringify(line)).not.toContain('s3cr3t');
  });
});
