import { useId, useState } from 'react';
import { CARD_MODES, CARD_PROVIDERS, CardGatewayInputSchema, type CardGateway } from '../../../../contract/payments';
import type { ErrorCode } from '../../../../contract/errors';
import { ApiError } from '../../../lib/api';
import { errorKeyOptions } from '../../../lib/i18n';
import { useSchemaForm, type FieldPath } from '../../../lib/use-schema-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { Field } from '../../../ui/field';
import { showToast } from '../../../ui/toast';
import { saveCardGateway } from '../api/payments-admin-api';

type GatewayValues = {
  enabled: boolean;
  provider: CardGateway['provider'];
  mode: CardGateway['mode'];
  merchant_id: string;
  gateway_url: string;
  store_key: string;
};

/** The store key is write-only: the field always starts empty, whatever is stored. */
const valuesOf = (gateway: CardGateway): GatewayValues => ({
  enabled: gateway.enabled,
  provider: gateway.provider,
  mode: gateway.mode,
  merchant_id: gateway.merchant_id,
  gateway_url: gateway.gateway_url,
  store_key: '',
});

/** The card gateway (admin): provider, mode, merchant id, hosted page URL and the store key, kept server-side. */
export function CardGatewayForm({ gateway, onSaved }: { gateway: CardGateway; onSaved: (gateway: CardGateway) => void }) {
  const { t } = useTranslation(['payments-admin', 'errors']);
  const form = useSchemaForm(CardGatewayInputSchema, valuesOf(gateway));
  const [failure, setFailure] = useState<ErrorCode | null>(null);
  const id = useId();
  const message = (path: FieldPath<GatewayValues>) => {
    const error = form.error(path);
    return error ? t(error, errorKeyOptions) : null;
  };

  const onSubmit = form.handleSubmit(async ({ store_key: storeKey, ...rest }) => {
    setFailure(null);
    try {
      // An empty key field keeps the stored key: the key is sent only when the admin typed a new one.
      const saved = await saveCardGateway(storeKey ? { ...rest, store_key: storeKey } : rest);
      onSaved(saved);
      form.reset(valuesOf(saved));
      showToast(t('gateway.saved'), 'success');
    } catch (error) {
      if (error instanceof ApiError) {
        form.setServerErrors(error.fieldErrors);
        setFailure(error.status === 422 ? 'validation.failed' : error.code);
      } else setFailure('unexpected.error');
    }
  });

  return (
    <form className="pay-form" noValidate onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('gateway.title')}</h2>
      {form.values.provider === 'test' ? (
        <p className="pay-form__note">{t(gateway.test_gateway_available ? 'gateway.testNote' : 'gateway.testUnavailable')}</p>
      ) : null}
      {failure ? (
        <p className="pay-form__alert" role="alert">
          {t(failure, errorKeyOptions)}
        </p>
      ) : null}
      <label className="pay-form__check">
        <input type="checkbox" checked={form.values.enabled} onChange={(event) => form.setValue('enabled', event.currentTarget.checked)} />
        {t('gateway.enabled')}
      </label>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-provider`}>
          {t('gateway.provider')}
        </label>
        <select id={`${id}-provider`} className="field__input" {...form.bind('provider')}>
          {CARD_PROVIDERS.map((provider) => (
            <option key={provider} value={provider}>
              {t(`gateway.providers.${provider}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-mode`}>
          {t('gateway.mode')}
        </label>
        <select id={`${id}-mode`} className="field__input" {...form.bind('mode')}>
          {CARD_MODES.map((mode) => (
            <option key={mode} value={mode}>
              {t(`gateway.modes.${mode}`)}
            </option>
          ))}
        </select>
      </div>
      <Field
        label={t('gateway.merchantId')}
        autoComplete="off"
        spellCheck={false}
        dir="ltr"
        {...form.bind('merchant_id')}
        error={message('merchant_id')}
      />
      <Field
        label={t('gateway.url')}
        hint={
          <>
            {t('gateway.urlHint')} <bdi dir="ltr">https://…/fim/est3Dgate</bdi>
          </>
        }
        type="url"
        autoComplete="off"
        spellCheck={false}
        dir="ltr"
        {...form.bind('gateway_url')}
        error={message('gateway_url')}
      />
      <Field
        label={t('gateway.storeKey')}
        hint={gateway.has_store_key ? t('gateway.keyStored') : t('gateway.noKey')}
        type="password"
        autoComplete="new-password"
        spellCheck={false}
        dir="ltr"
        {...form.bind('store_key')}
        error={message('store_key')}
      />
      <div className="pay-form__actions">
        <Button type="submit" busy={form.submitting}>
          {t('gateway.save')}
        </Button>
      </div>
    </form>
  );
}
