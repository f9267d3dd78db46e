import type { BankAccount, CardGateway, Payment } from '../../../contract/payments';
import type { bankAccounts, cardGatewaySettings, payments } from '../../db/schema/payments';

export type PaymentRow = typeof payments.$inferSelect;
export type BankAccountRow = typeof bankAccounts.$inferSelect;
export type CardGatewayRow = typeof cardGatewaySettings.$inferSelect;

/** A payment as its owner sees it: never the reviewer, the gateway's order id or where the receipt lies. */
export function toPayment(row: PaymentRow): Payment {
  return {
    id: row.id,
    formation_id: row.formationId,
    method: row.method,
    amount_centimes: row.amountCentimes,
    currency: 'MAD',
    status: row.status,
    provider: row.provider,
    transfer_reference: row.transferReference,
    notes: row.notes,
    has_receipt: row.receiptKey !== null,
    reason: row.reason,
    created_at: row.createdAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toBankAccount(row: BankAccountRow): BankAccount {
  return {
    id: row.id,
    bank_name: row.bankName,
    account_holder: row.accountHolder,
    account_number: row.accountNumber,
    rib: row.rib,
    amount_note: row.amountNote,
    instructions: row.instructions,
    is_active: row.isActive,
    display_order: row.displayOrder,
  };
}

/** The gateway settings for the admin screen: the store key itself never leaves the server. */
export function toCardGateway(row: CardGatewayRow, testGatewayAvailable: boolean): CardGateway {
  return {
    enabled: row.enabled,
    provider: row.provider === 'cmi' ? 'cmi' : 'test',
    mode: row.mode === 'live' ? 'live' : 'test',
    merchant_id: row.merchantId,
    gateway_url: row.gatewayUrl,
    has_store_key: row.storeKey !== null && row.storeKey !== '',
    test_gateway_available: testGatewayAvailable,
  };
}

/** CMI and most gateways take the amount as a decimal with two places: 49900 centimes → "499.00". */
export function formatAmount(centimes: number): string {
  return `${Math.floor(centimes / 100)}.${String(centimes % 100).padStart(2, '0')}`;
}

/** The reverse, exactly (no float): "499.00", "499.0" or "499" → 49900; anything else → null. */
export function parseAmount(text: string): number | null {
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
