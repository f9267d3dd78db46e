import { describe, expect, it } from 'vitest';
import { staffLinksFor } from '../../../src/features/dashboard/staff-links';

const paymentLinks = (roles: Parameters<typeof staffLinksFor>[0]) =>
  staffLinksFor(roles)
    .map((link) => link.to)
    .filter((to) => to.includes('payment'));

describe('dashboard payment entries (DESIGN.md roles table)', () => {
  it('agents get the verification queue and the list, not the payment methods', () => {
    expect(paymentLinks(['agent'])).toEqual(['/dashboard/payment-verification/pending', '/dashboard/payment-verification']);
  });
  it('admins also get the payment methods; clients get none', () => {
    expect(paymentLinks(['admin'])).toEqual([
      '/dashboard/payment-verification/pending',
      '/dashboard/payment-verification',
      '/dashboard/payment-methods',
    ]);
    expect(paymentLinks(['client'])).toEqual([]);
  });
});
