import { useEffect, useState } from 'react';
import {
  CHAT_PROVIDERS,
  CHAT_QUOTA_BOUNDS,
  CHAT_TIMEOUT_BOUNDS,
  ChatSettingsInputSchema,
  type ChatSettings,
  type ChatSettingsInput,
} from '../../../../contract/chat';
import type { ErrorCode } from '../../../../contract/errors';
import { ApiError, asApiError } from '../../../lib/api';
import { errorKeyOptions } from '../../../lib/i18n';
import { useSchemaForm, type AnyPath } from '../../../lib/use-schema-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { Field, TextAreaField } from '../../../ui/field';
import { Page } from '../../../ui/page';
import { Spinner } from '../../../ui/spinner';
import { showToast } from '../../../ui/toast';
import { fetchChatSettings, saveChatSettings } from '../api/chat-settings';
import './chat-config.css';

/** The payload's fields as the form holds them (numbers as typed), and what to do with the stored key. */
// A type, not an interface: a form's values must fit FormValues' index signature.
type ConfigValues = {
  enabled: boolean;
  provider: string;
  daily_quota: string;
  base_url: string;
  model: string;
  timeout_ms: string;
  system_prompt: { ar: string; fr: string; en: string };
  key_action: 'keep' | 'set' | 'clear';
  api_key: string;
};

function valuesOf(settings: ChatSettings): ConfigValues {
  return {
    enabled: settings.enabled,
    provider: settings.provider,
    daily_quota: String(settings.daily_quota),
    base_url: settings.base_url,
    model: settings.model,
    timeout_ms: String(settings.timeout_ms),
    system_prompt: { ...settings.system_prompt },
    key_action: 'keep',
    api_key: '',
  };
}

/** The form as the API's payload: the key is sent only to set or clear it, never read back. */
function toInput({ key_action: keyAction, api_key: apiKey, ...values }: ConfigValues): unknown {
  const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
  return {
    ...values,
    daily_quota: number(values.daily_quota),
    timeout_ms: number(values.timeout_ms),
    ...(keyAction === 'set' ? { api_key: apiKey } : keyAction === 'clear' ? { api_key: null } : {}),
  };
}

const PROMPT_LABELS = { ar: 'config.promptAr', fr: 'config.promptFr', en: 'config.promptEn' } as const;

/** The origin the stored key belongs to: saving another one without a key drops the key (server rule). */
function originOf(address: string): string {
  try {
    return address.trim() === '' ? '' : new URL(address.trim()).origin;
  } catch {
    return '';
  }
}

/** /dashboard/chat-config (admin): turn the assistant on or off, choose who answers, quota and prompts. */
export function Component() {
  const { t } = useTranslation(['common', 'chat']);
  const [settings, setSettings] = useState<ChatSettings | null>(null);
  const [loadError, setLoadError] = useState<ErrorCode | null>(null);

  useEffect(() => {
    let active = true;
    fetchChatSettings().then(
      (loaded) => active && setSettings(loaded),
      (error: unknown) => active && setLoadError(asApiError(error).code),
    );
    return () => {
      active = false;
    };
  }, []);

  const title = t('common:pages.chatConfig');
  if (loadError) {
    return (
      <Page title={title}>
        <p role="alert">{t('chat:config.loadFailed')}</p>
      </Page>
    );
  }
  if (!settings) {
    return (
      <Page title={title}>
        <Spinner />
      </Page>
    );
  }
  return (
    <Page title={title} lead={t('chat:config.lead')} className="chat-config">
      <ChatConfigForm settings={settings} onSaved={setSettings} />
    </Page>
  );
}

function ChatConfigForm({ settings, onSaved }: { settings: ChatSettings; onSaved: (saved: ChatSettings) => void }) {
  const { t } = useTranslation(['common', 'chat']);
  const [initial] = useState(() => valuesOf(settings));
  const form = useSchemaForm(ChatSettingsInputSchema, initial, { toInput });
  const { values } = form;
  const errorOf = (path: AnyPath<ConfigValues>) => {
    const code = form.error(path);
    return code ? t(code, errorKeyOptions) : null;
  };
  const keyAction = (action: 'keep' | 'clear') => ({
    ...form.radio('key_action', action),
    // Leaving "set" forgets what was typed there.
    onChange: () => {
      form.setValue('key_action', action);
      form.setValue('api_key', '');
    },
  });

  const save = async (input: ChatSettingsInput) => {
    try {
      const saved = await saveChatSettings(input);
      onSaved(saved);
      form.reset(valuesOf(saved));
      showToast(t('chat:config.saved'), 'success');
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) form.setServerErrors(error.fieldErrors);
      showToast(error instanceof ApiError && error.status !== 422 ? t(error.code, errorKeyOptions) : t('chat:config.saveFailed'), 'error');
    }
  };
  const refused = () => showToast(t('chat:config.saveFailed'), 'error');

  const openai = values.provider === 'openai_compatible';

  return (
    <form className="chat-config__form" onSubmit={(event) => form.handleSubmit(save, refused)(event)} noValidate>
      <label className="chat-config__switch">
        <input {...form.checkbox('enabled')} />
        {t('chat:config.enabled')}
      </label>

      <fieldset className="chat-config__group">
        <legend>{t('chat:config.provider')}</legend>
        {CHAT_PROVIDERS.map((provider) => (
          <label key={provider} className="chat-config__choice">
            <input {...form.radio('provider', provider)} />
            {provider === 'builtin' ? t('chat:config.providerBuiltin') : t('chat:config.providerOpenai')}
          </label>
        ))}
      </fieldset>

      <Field
        label={t('chat:config.dailyQuota')}
        type="number"
        inputMode="numeric"
        min={CHAT_QUOTA_BOUNDS.min}
        max={CHAT_QUOTA_BOUNDS.max}
        {...form.bind('daily_quota')}
        error={errorOf('daily_quota')}
      />

      {openai ? (
        <fieldset className="chat-config__group">
          <legend>{t('chat:config.providerOpenai')}</legend>
          <Field
            label={t('chat:config.baseUrl')}
            hint={<bdi dir="ltr">{t('chat:config.baseUrlHint')}</bdi>}
            type="url"
            dir="ltr"
            {...form.bind('base_url')}
            error={errorOf('base_url')}
          />
          <Field label={t('chat:config.model')} dir="ltr" {...form.bind('model')} error={errorOf('model')} />
          <Field
            label={t('chat:config.timeout')}
            type="number"
            inputMode="numeric"
            min={CHAT_TIMEOUT_BOUNDS.min}
            max={CHAT_TIMEOUT_BOUNDS.max}
            {...form.bind('timeout_ms')}
            error={errorOf('timeout_ms')}
          />
          <fieldset className="chat-config__group chat-config__key">
            <legend>{t('chat:config.apiKey')}</legend>
            <p className="chat-config__key-state">{settings.has_api_key ? t('chat:config.apiKeySet') : t('chat:config.apiKeyNone')}</p>
            <label className="chat-config__choice">
              <input {...keyAction('keep')} />
              {t('chat:config.apiKeyKeep')}
            </label>
            <label className="chat-config__choice">
              <input {...form.radio('key_action', 'set')} />
              {settings.has_api_key ? t('chat:config.apiKeyReplace') : t('chat:config.apiKeySetAction')}
            </label>
            {settings.has_api_key ? (
              <label className="chat-config__choice">
                <input {...keyAction('clear')} />
                {t('chat:config.apiKeyClear')}
              </label>
            ) : null}
            {settings.has_api_key && values.key_action === 'keep' && originOf(values.base_url) !== originOf(settings.base_url) ? (
              <p className="chat-config__key-state" role="status">
                {t('chat:config.apiKeyDroppedOnMove')}
              </p>
            ) : null}
            {values.key_action === 'set' ? (
              <Field
                label={t('chat:config.apiKeyNew')}
                type="password"
                autoComplete="off"
                dir="ltr"
                {...form.bind('api_key')}
                error={errorOf('api_key')}
              />
            ) : null}
          </fieldset>
        </fieldset>
      ) : null}

      <fieldset className="chat-config__group">
        <legend>{t('chat:config.systemPrompt')}</legend>
        <div className="chat-config__prompts">
          {form.translatable('system_prompt').map(({ language, binding, error }) => (
            <TextAreaField
              key={language}
              label={t(`chat:${PROMPT_LABELS[language]}`)}
              rows={8}
              {...binding}
              error={error ? t(error, errorKeyOptions) : null}
            />
          ))}
        </div>
      </fieldset>

      <Button type="submit" busy={form.submitting}>
        {t('chat:config.save')}
      </Button>
    </form>
  );
}
