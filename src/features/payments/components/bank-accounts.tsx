import type { Language } from '../../../../contract/constants';
import type { BankAccount } from '../../../../contract/payments';
import { pickLanguage } from '../../../../contract/pick-language';
import { formatPrice } from '../../../lib/format-price';
import { groupRib } from '../../../lib/group-digits';
import { useTranslation } from 'react-i18next';
import { CopyButton, CopyValue } from './copy-value';

interface BankAccountsProps {
  accounts: BankAccount[];
  amountCentimes: number;
  language: Language;
}

/** The academy's active accounts (SPEC §2 payment screen): where to pay and the exact amount, each copyable. */
export function BankAccounts({ accounts, amountCentimes, language }: BankAccountsProps) {
  const { t } = useTranslation('payments');
  const amount = formatPrice(amountCentimes, language);
  // The amount as a bank form wants it: digits and a dot, no currency sign.
  const plainAmount = (amountCentimes / 100).toFixed(2);
  return (
    <ul className="bank-accounts">
      {accounts.map((account) => {
        const instructions = pickLanguage(account.instructions, language);
        const amountNote = pickLanguage(account.amount_note, language);
        return (
          <li key={account.id} className="bank-account">
            <h3 className="bank-account__name" dir="auto">
              {account.bank_name}
            </h3>
            <dl className="bank-account__details">
              <CopyValue label={t('bank.holder')} value={account.account_holder} />
              <CopyValue label={t('bank.accountNumber')} value={account.account_number} ltr />
              <CopyValue label={t('bank.rib')} value={account.rib} display={groupRib(account.rib)} ltr />
              <div className="bank-detail">
                <dt className="bank-detail__label">{t('bank.amount')}</dt>
                <dd className="bank-detail__value">
                  <bdi className="bank-detail__amount">{amount}</bdi>
                  <CopyButton label={t('bank.amount')} value={plainAmount} />
                </dd>
              </div>
              {amountNote ? (
                <div className="bank-detail">
                  <dt className="bank-detail__label">{t('bank.amountNote')}</dt>
                  <dd className="bank-detail__value" dir="auto">
                    {amountNote}
                  </dd>
                </div>
              ) : null}
            </dl>
            {instructions ? (
              <div className="bank-account__instructions">
                <h4>{t('bank.instructions')}</h4>
                <p dir="auto">{instructions}</p>
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
