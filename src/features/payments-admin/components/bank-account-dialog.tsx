import { useState } from 'react';
import * as v from 'valibot';
import type { ErrorCode } from '../../../../contract/errors';
import { BankAccountInputSchema, isValidRib, normaliseRib, type BankAccount } from '../../../../contract/payments';
import { ApiError } from '../../../lib/api';
import { errorKeyOptions } from '../../../lib/i18n';
import { useSchemaForm, type FieldPath } from '../../../lib/use-schema-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { Field, TextAreaField } from '../../../ui/field';
import { createBankAccount, updateBankAccount } from '../api/payments-admin-api';

const code = (value: ErrorCode): ErrorCode => value;

/**
 * The contract's schema with the display order typed as text (an input's value) and turned into the
 * number the API takes; every other field, the RIB key check among them, is the server's own rule.
 */
const BankAccountFormSchema = v.object({
  ...BankAccountInputSchema.entries,
  display_order: v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^\d{1,4}$/, code('validation.invalid_value')),
    v.transform(Number),
    v.maxValue(1000, code('validation.invalid_value')),
  ),
});

type BankAccountValues = {
  bank_name: string;
  account_holder: string;
  account_number: string;
  rib: string;
  amount_note: { ar: string; fr: string; en: string };
  instructions: { ar: string; fr: string; en: string };
  is_active: boolean;
  display_order: string;
};

const EMPTY: BankAccountValues = {
  bank_name: '',
  account_holder: '',
  account_number: '',
  rib: '',
  amount_note: { ar: '', fr: '', en: '' },
  instructions: { ar: '', fr: '', en: '' },
  is_active: true,
  display_order: '0',
};

function valuesOf(account: BankAccount | null): BankAccountValues {
  if (!account) return EMPTY;
  return {
    bank_name: account.bank_name,
    account_holder: account.account_holder,
    account_number: account.account_number,
    rib: account.rib,
    amount_note: { ...account.amount_note },
    instructions: { ...account.instructions },
    is_active: account.is_active,
    display_order: String(account.display_order),
  };
}

interface BankAccountDialogProps {
  /** The account to edit, or null to add one. */
  account: BankAccount | null;
  onClose: () => void;
  onSaved: (account: BankAccount) => void;
}

/** Adds or edits a bank account; a RIB with a wrong key is refused here and by the server with the same code. */
export function BankAccountDialog({ account, onClose, onSaved }: BankAccountDialogProps) {
  const { t } = useTranslation(['payments-admin', 'errors', 'language']);
  const form = useSchemaForm(BankAccountFormSchema, valuesOf(account));
  const [failure, setFailure] = useState<ErrorCode | null>(null);
  const message = (path: FieldPath<BankAccountValues>) => {
    const error = form.error(path);
    return error ? t(error, errorKeyOptions) : null;
  };
  const rib = form.values.rib;
  const ribComplete = normaliseRib(rib).length === 24;

  const onSubmit = form.handleSubmit(async (payload) => {
    setFailure(null);
    try {
      onSaved(account ? await updateBankAccount(account.id, payload) : await createBankAccount(payload));
    } catch (error) {
      if (error instanceof ApiError) {
        form.setServerErrors(error.fieldErrors);
        setFailure(error.status === 422 ? 'validation.failed' : error.code);
      } else setFailure('unexpected.error');
    }
  });

  return (
    <Dialog open title={t(account ? 'accounts.editTitle' : 'accounts.addTitle')} onClose={onClose}>
      <form className="pay-form" noValidate onSubmit={onSubmit}>
        {failure ? (
          <p className="pay-form__alert" role="alert">
            {t(failure, errorKeyOptions)}
          </p>
        ) : null}
        <Field
          label={t('accounts.bankName')}
          required
          autoComplete="off"
          dir="auto"
          {...form.bind('bank_name')}
          error={message('bank_name')}
        />
        <Field
          label={t('accounts.holder')}
          required
          autoComplete="off"
          dir="auto"
          {...form.bind('account_holder')}
          error={message('account_holder')}
        />
        <Field
          label={t('accounts.number')}
          required
          autoComplete="off"
          dir="ltr"
          {...form.bind('account_number')}
          error={message('account_number')}
        />
        <Field
          label={t('accounts.rib')}
          hint={t('accounts.ribHint')}
          required
          autoComplete="off"
          inputMode="numeric"
          spellCheck={false}
          dir="ltr"
          {...form.bind('rib')}
          error={message('rib') ?? (ribComplete && !isValidRib(rib) ? t('validation.invalid_rib', errorKeyOptions) : null)}
        />
        <fieldset className="pay-form__languages">
          <legend>{t('accounts.amountNote')}</legend>
          <p className="field__hint">{t('accounts.amountNoteHint')}</p>
          {form.translatable('amount_note').map(({ language, binding, error }) => (
            <Field
              key={language}
              label={t('accounts.amountNoteIn', { language: t(`language:names.${language}`) })}
              autoComplete="off"
              {...binding}
              error={error ? t(error, errorKeyOptions) : null}
            />
          ))}
        </fieldset>
        <fieldset className="pay-form__languages">
          <legend>{t('accounts.instructions')}</legend>
          {form.translatable('instructions').map(({ language, binding, error }) => (
            <TextAreaField
              key={language}
              label={t(`language:names.${language}`)}
              rows={4}
              {...binding}
              error={error ? t(error, errorKeyOptions) : null}
            />
          ))}
        </fieldset>
        <label className="pay-form__check">
          <input
            type="checkbox"
            checked={form.values.is_active}
            onChange={(event) => form.setValue('is_active', event.currentTarget.checked)}
          />
          {t('accounts.active')}
        </label>
        <Field
          label={t('accounts.order')}
          hint={t('accounts.orderHint')}
          type="number"
          inputMode="numeric"
          min={0}
          max={1000}
          {...form.bind('display_order')}
          error={message('display_order')}
        />
        <div className="pay-form__actions">
          <Button type="submit" busy={form.submitting}>
            {t('accounts.save')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
