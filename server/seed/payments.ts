import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { uuidv7 } from '../../contract/uuid';
import { bankAccounts } from '../db/schema/payments';

/**
 * The demo bank account (SEED_DEMO): a made-up account at a real bank code whose RIB key is right, so the
 * transfer screen and the admin form show a realistic, valid RIB. Nobody should transfer money to it.
 */
export const DEMO_BANK_ACCOUNT = {
  bankName: 'Attijariwafa bank',
  accountHolder: 'Agri Academy SARL (demo)',
  accountNumber: '0001234567890123',
  rib: '007780000123456789012396',
  amountNote: {
    ar: 'المبلغ المضبوط لثمن التكوين بالدرهم',
    fr: 'Le prix exact de la formation, en dirhams',
    en: 'The exact course price, in dirhams',
  },
  instructions: {
    ar: 'اكتب اسمك الكامل وعنوان التكوين في خانة سبب التحويل، ثم التقط صورة واضحة للوصل.',
    fr: 'Indiquez votre nom complet et le titre de la formation dans le motif du virement, puis photographiez le reçu.',
    en: 'Write your full name and the course title as the transfer reason, then take a clear photo of the receipt.',
  },
} as const;

/** Seeds the demo account on a database without any bank account, unless SEED_DEMO=0. Returns how many. */
export async function seedPayments(app: Pick<FastifyInstance, 'config' | 'database' | 'log'>): Promise<number> {
  if (!app.config.seedDemo) return 0;
  const { db } = app.database;
  const [existing] = await db.select({ total: count() }).from(bankAccounts);
  if ((existing?.total ?? 0) > 0) return 0;
  await db.insert(bankAccounts).values({
    id: uuidv7(),
    ...DEMO_BANK_ACCOUNT,
    amountNote: { ...DEMO_BANK_ACCOUNT.amountNote },
    instructions: { ...DEMO_BANK_ACCOUNT.instructions },
    displayOrder: 0,
  });
  app.log.info('demo bank account seeded');
  return 1;
}
