import * as v from 'valibot';
import {
  type AdminPayment,
  type AdminPaymentPage,
  AdminPaymentPageSchema,
  AdminPaymentSchema,
  type BankAccount,
  type BankAccountInput,
  BankAccountListSchema,
  BankAccountSchema,
  type CardGateway,
  type CardGatewayInput,
  CardGatewaySchema,
  type PaymentMethod,
  type PaymentStatus,
} from '../../../../contract/payments';
import { api, call } from '../../../lib/api';

/** What the staff list filters on; empty strings are "any". */
export interface PaymentFilters {
  status: PaymentStatus | '';
  method: PaymentMethod | '';
  q: string;
  formation_id: string;
  from: string;
  to: string;
  sort: 'newest' | 'oldest';
  page: number;
}

export const NO_FILTERS: PaymentFilters = { status: '', method: '', q: '', formation_id: '', from: '', to: '', sort: 'newest', page: 1 };

/** The query string of GET /api/admin/payments (AdminPaymentQuerySchema): only the filters that are set. */
export function paymentSearchParams(filters: PaymentFilters): Record<string, string> {
  const params: Record<string, string> = { page: String(filters.page) };
  if (filters.status) params.status = filters.status;
  if (filters.method) params.method = filters.method;
  const q = filters.q.trim();
  if (q) params.q = q;
  if (filters.formation_id) params.formation_id = filters.formation_id;
  if (filters.from) params.from = filters.from;
  if (filters.to) params.to = filters.to;
  if (filters.sort !== 'newest') params.sort = filters.sort;
  return params;
}

export async function listPayments(filters: PaymentFilters, signal?: AbortSignal): Promise<AdminPaymentPage> {
  return v.parse(
    AdminPaymentPageSchema,
    await call(() => api.get('admin/payments', { searchParams: paymentSearchParams(filters), signal }).json()),
  );
}

/** The receipt image: behind the staff token, so it comes as a Blob (the page shows it through a blob: URL). */
export function fetchReceipt(id: string, signal?: AbortSignal): Promise<Blob> {
  return call(() => api.get(`payments/${encodeURIComponent(id)}/receipt`, { signal }).blob());
}

export async function approvePayment(id: string): Promise<AdminPayment> {
  return v.parse(AdminPaymentSchema, await call(() => api.post(`admin/payments/${encodeURIComponent(id)}/approve`).json()));
}

export async function rejectPayment(id: string, reason: string): Promise<AdminPayment> {
  return v.parse(
    AdminPaymentSchema,
    await call(() => api.post(`admin/payments/${encodeURIComponent(id)}/reject`, { json: { reason } }).json()),
  );
}

/** GET /api/admin/payment-methods: every bank account, the inactive ones too. */
export async function listBankAccounts(signal?: AbortSignal): Promise<BankAccount[]> {
  const body = await call(() => api.get('admin/payment-methods', { signal }).json());
  return v.parse(BankAccountListSchema, body).data;
}

export async function createBankAccount(input: BankAccountInput): Promise<BankAccount> {
  return v.parse(BankAccountSchema, await call(() => api.post('admin/payment-methods', { json: input }).json()));
}

export async function updateBankAccount(id: string, input: Partial<BankAccountInput>): Promise<BankAccount> {
  return v.parse(BankAccountSchema, await call(() => api.patch(`admin/payment-methods/${encodeURIComponent(id)}`, { json: input }).json()));
}

export async function deleteBankAccount(id: string): Promise<void> {
  await call(() => api.delete(`admin/payment-methods/${encodeURIComponent(id)}`));
}

export async function fetchCardGateway(signal?: AbortSignal): Promise<CardGateway> {
  return v.parse(CardGatewaySchema, await call(() => api.get('admin/card-gateway', { signal }).json()));
}

export async function saveCardGateway(input: CardGatewayInput): Promise<CardGateway> {
  return v.parse(CardGatewaySchema, await call(() => api.put('admin/card-gateway', { json: input }).json()));
}
