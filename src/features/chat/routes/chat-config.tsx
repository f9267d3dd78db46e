import { useEffect, useId, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import {
  CHAT_PROVIDERS,
  CHAT_QUOTA_BOUNDS,
  CHAT_TIMEOUT_BOUNDS,
  ChatSettingsInputSchema,
  type ChatProvider,
  type ChatSettings,
  type ChatSettingsInput,
} from '../../../../contract/chat';
import type { Language } from '../../../../contract/constants';
import type { ErrorCode, FieldErrors } from '../../../../contract/errors';
import { fieldErrorsOf } from '../../../../contract/field-errors';
import { ApiError, asApiError } from '../../../lib/api';
import { errorKeyOptions } from '../../../lib/i18n';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { Field, TextAreaField } from '../../../ui/field';
import { Page } from '../../../ui/page';
import { Spinner } from '../../../ui/spinner';
import { showToast } from '../../../ui/toast';
import { fetchChatSettings, saveChatSettings } from '../api/chat-settings';
import './chat-config.css';

type KeyAction = 'keep' | 'set' | 'clear';

interface FormValues {
  enabled: boolean;
  provider: ChatProvider;
  dailyQuota: string;
  baseUrl: string;
  model: string;
  timeoutMs: string;
  prompt: Record<Language, string>;
  keyAction: KeyAction;
  newKey: string;
}

function valuesOf(settings: ChatSettings): FormValues {
  return {
    enabled: settings.enabled,
    provider: settings.provider,
    dailyQuota: String(settings.daily_quota),
    baseUrl: settings.base_url,
    model: settings.model,
    timeoutMs: String(settings.timeout_ms),
    prompt: { ...settings.system_prompt },
    keyAction: 'keep',
    newKey: '',
  };
}

/** The form as the API's payload: the key is sent only to set or clear it, never read back. */
function inputOf(values: FormValues): ChatSettingsInput {
  const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
  return {
    enabled: values.enabled,
    provider: values.provider,
    daily_quota: number(values.dailyQuota),
    base_url: values.baseUrl,
    model: values.model,
    timeout_ms: number(values.timeoutMs),
    system_prompt: values.prompt,
    ...(values.keyAction === 'set' ? { api_key: values.newKey } : values.keyAction === 'clear' ? { api_key: null } : {}),
  };
}

const PROMPT_LANGUAGES: ReadonlyArray<{ language: Language; label: 'config.promptAr' | 'config.promptFr' | 'config.promptEn' }> = [
  { language: 'ar', label: 'config.promptAr' },
  { language: 'fr', label: 'config.promptFr' },
  { language: 'en', label: 'config.promptEn' },
];

/** /dashboard/chat-config (admin): turn the assistant on or off, choose who answers, quota and prompts. */
/** The origin the stored key belongs to: saving another one without a key drops the key (server rule). */
function originOf(address: string): string {
  try {
    return address.trim() === '' ? '' : new URL(address.trim()).origin;
  } catch {
    return '';
  }
}

export function Component() {
  const { t } = useTranslation(['common', 'chat']);
  const [settings, setSettings] = useState<ChatSettings | null>(null);
  const [loadError, setLoadError] = useState<ErrorCode | null>(null);
  const [values, setValues] = useState<FormValues | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const providerName = useId();
  const keyName = useId();

  useEffect(() => {
    let active = true;
    fetchChatSettings().then(
      (loaded) => {
        if (!active) return;
        setSettings(loaded);
        setValues(valuesOf(loaded));
      },
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
  if (!values || !settings) {
    return (
      <Page title={title}>
        <Spinner />
      </Page>
    );
  }

  const change = (patch: Partial<FormValues>) => setValues({ ...values, ...patch });
  const errorOf = (field: string) => {
    const code = errors[field]?.[0];
    return code ? t(code, errorKeyOptions) : null;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = inputOf(values);
    const parsed = v.safeParse(ChatSettingsInputSchema, input);
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.issues));
      showToast(t('chat:config.saveFailed'), 'error');
      return;
    }
    setSaving(true);
    try {
      const saved = await saveChatSettings(input);
      setSettings(saved);
      setValues(valuesOf(saved));
      setErrors({});
      showToast(t('chat:config.saved'), 'success');
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) setErrors(error.fieldErrors);
      showToast(error instanceof ApiError && error.status !== 422 ? t(error.code, errorKeyOptions) : t('chat:config.saveFailed'), 'error');
    } finally {
      setSaving(false);
    }
  };

  const openai = values.provider === 'openai_compatible';

  return (
    <Page title={title} lead={t('chat:config.lead')} className="chat-config">
      <form className="chat-config__form" onSubmit={(event) => void submit(event)} noValidate>
        <label className="chat-config__switch">
          <input type="checkbox" checked={values.enabled} onChange={(event) => change({ enabled: event.currentTarget.checked })} />
          {t('chat:config.enabled')}
        </label>

        <fieldset className="chat-config__group">
          <legend>{t('chat:config.provider')}</legend>
          {CHAT_PROVIDERS.map((provider) => (
            <label key={provider} className="chat-config__choice">
              <input
                type="radio"
                name={providerName}
                value={provider}
                checked={values.provider === provider}
                onChange={() => change({ provider })}
              />
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
          value={values.dailyQuota}
          onChange={(event) => change({ dailyQuota: event.currentTarget.value })}
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
              value={values.baseUrl}
              onChange={(event) => change({ baseUrl: event.currentTarget.value })}
              error={errorOf('base_url')}
            />
            <Field
              label={t('chat:config.model')}
              dir="ltr"
              value={values.model}
              onChange={(event) => change({ model: event.currentTarget.value })}
              error={errorOf('model')}
            />
            <Field
              label={t('chat:config.timeout')}
              type="number"
              inputMode="numeric"
              min={CHAT_TIMEOUT_BOUNDS.min}
              max={CHAT_TIMEOUT_BOUNDS.max}
              value={values.timeoutMs}
              onChange={(event) => change({ timeoutMs: event.currentTarget.value })}
              error={errorOf('timeout_ms')}
            />
            <fieldset className="chat-config__group chat-config__key">
              <legend>{t('chat:config.apiKey')}</legend>
              <p className="chat-config__key-state">{settings.has_api_key ? t('chat:config.apiKeySet') : t('chat:config.apiKeyNone')}</p>
              <label className="chat-config__choice">
                <input
                  type="radio"
                  name={keyName}
                  checked={values.keyAction === 'keep'}
                  onChange={() => change({ keyAction: 'keep', newKey: '' })}
                />
                {t('chat:config.apiKeyKeep')}
              </label>
              <label className="chat-config__choice">
                <input type="radio" name={keyName} checked={values.keyAction === 'set'} onChange={() => change({ keyAction: 'set' })} />
                {settings.has_api_key ? t('chat:config.apiKeyReplace') : t('chat:config.apiKeySetAction')}
              </label>
              {settings.has_api_key ? (
                <label className="chat-config__choice">
                  <input
                    type="radio"
                    name={keyName}
                    checked={values.keyAction === 'clear'}
                    onChange={() => change({ keyAction: 'clear', newKey: '' })}
                  />
                  {t('chat:config.apiKeyClear')}
                </label>
              ) : null}
              {settings.has_api_key && values.keyAction === 'keep' && originOf(values.baseUrl) !== originOf(settings.base_url) ? (
                <p className="chat-config__key-state" role="status">
                  {t('chat:config.apiKeyDroppedOnMove')}
                </p>
              ) : null}
              {values.keyAction === 'set' ? (
                <Field
                  label={t('chat:config.apiKeyNew')}
                  type="password"
                  autoComplete="off"
                  dir="ltr"
                  value={values.newKey}
                  onChange={(event) => change({ newKey: event.currentTarget.value })}
                  error={errorOf('api_key')}
                />
              ) : null}
            </fieldset>
          </fieldset>
        ) : null}

        <fieldset className="chat-config__group">
          <legend>{t('chat:config.systemPrompt')}</legend>
          <div className="chat-config__prompts">
            {PROMPT_LANGUAGES.map(({ language, label }) => (
              <TextAreaField
                key={language}
                label={t(`chat:${label}`)}
                lang={language}
                dir={language === 'ar' ? 'rtl' : 'ltr'}
                rows={8}
                value={values.prompt[language]}
                onChange={(event) => change({ prompt: { ...values.prompt, [language]: event.currentTarget.value } })}
                error={errorOf(`system_prompt.${language}`)}
              />
            ))}
          </div>
        </fieldset>

        <Button type="submit" busy={saving}>
          {t('chat:config.save')}
        </Button>
      </form>
    </Page>
  );
}
