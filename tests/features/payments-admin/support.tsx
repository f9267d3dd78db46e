import { render } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { AdminPayment } from '../../../contract/payments';
import { setSignedIn } from '../../../src/lib/session';
import { ToastRegion } from '../../../src/ui/toast';
import { USER } from '../auth/support';

/** A time `hours` and a half ago: the screen counts whole hours, whatever the milliseconds between fixture and render. */
export const hoursAgo = (hours: number) => new Date(Date.now() - (hours + 0.5) * 3_600_000).toISOString();

export const FORMATION_ID = '0190c7a4-0000-7000-8000-0000000000f1';

export function payment(id: string, extra: Partial<AdminPayment> = {}): AdminPayment {
  return {
    id,
    formation_id: FORMATION_ID,
    method: 'bank_transfer',
    amount_centimes: 49_900,
    currency: 'MAD',
    status: 'pending',
    provider: null,
    transfer_reference: 'VIR-2026-001',
    notes: 'Payé à l’agence de Meknès',
    has_receipt: true,
    reason: null,
    created_at: hoursAgo(30),
    decided_at: null,
    updated_at: new Date().toISOString(),
    learner: { id: `learner-${id}`, first_name: 'Amina', last_name: 'Alaoui', email: `amina-${id}@example.ma` },
    formation_title: { ar: 'الري بالتنقيط', fr: 'Irrigation goutte à goutte', en: 'Drip irrigation' },
    reviewer: null,
    ...extra,
  };
}

export const pageOf = <T,>(data: T[]) => ({
  data,
  meta: { page: 1, per_page: 12, total: data.length, total_pages: 1, next: null, total_capped: false },
});

/** Renders a staff screen as a signed-in agent, at `path` in a memory router. */
export function renderAt(path: string, element: ReactNode) {
  setSignedIn('t'.repeat(43), { ...USER, id: 'agent-1', roles: ['agent'] });
  const router = createMemoryRouter([{ path: path.split('?')[0] ?? path, element }], { initialEntries: [path] });
  render(
    <Suspense fallback={null}>
      <RouterProvider router={router} />
      <ToastRegion />
    </Suspense>,
  );
  return router;
}
