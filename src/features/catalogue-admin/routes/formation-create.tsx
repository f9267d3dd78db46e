import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ErrorCode } from '../../../../contract/errors';
import { uuidv7 } from '../../../../contract/uuid';
import { asApiError } from '../../../lib/api';
import { errorKeyOptions } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../ui/page';
import { createFormation } from '../api/editor-api';
import { FormationFormFields } from '../components/formation-form';
import { EMPTY_FORMATION_FORM, formFieldErrors, payloadOf } from '../formation-form-values';
import '../catalogue-admin.css';

/** /dashboard/formations/create: a new draft; its modules, lessons and quiz come on the edit screen. */
export function Component() {
  const { t } = useTranslation(['catalogue-admin', 'common', 'errors']);
  const navigate = useNavigate();
  const [failure, setFailure] = useState<ErrorCode | null>(null);
  // Kept across a network failure (the server may have made the draft), renewed once the server has answered.
  const idempotencyKey = useRef<string | null>(null);

  return (
    <Page title={t('common:pages.formationCreate')} lead={t('create.lead')}>
      <p className="editor-notice editor-notice--error" role="alert">
        {failure ? t(failure, errorKeyOptions) : null}
      </p>
      <FormationFormFields
        formationId={null}
        saved={EMPTY_FORMATION_FORM}
        baseVersion={null}
        submitLabel={t('create.submit')}
        onSubmit={async (output, form, clearDraft) => {
          setFailure(null);
          try {
            idempotencyKey.current ??= uuidv7();
            const created = await createFormation(payloadOf(output), idempotencyKey.current);
            await clearDraft();
            await navigate(paths.formationEdit(created.id));
          } catch (error) {
            const problem = asApiError(error);
            if (!problem.isNetwork) idempotencyKey.current = null;
            form.setServerErrors(formFieldErrors(problem.fieldErrors));
            setFailure(problem.code);
          }
        }}
      />
    </Page>
  );
}
