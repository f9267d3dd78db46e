import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { Button } from '../../../ui/button';
import { logout } from '../logout';
import { usePendingChanges } from '../use-pending-changes';

interface LogoutConfirmProps {
  /** Shown as a Cancel button when the confirmation sits in a dialog. */
  onCancel?: () => void;
}

/** "Log out?" with the count of changes still waiting to sync, which stay on the device for their owner. */
export function LogoutConfirm({ onCancel }: LogoutConfirmProps) {
  const { t } = useTranslation('profile');
  const navigate = useNavigate();
  const userId = useSession((state) => state.user?.id ?? null);
  const pending = usePendingChanges(userId);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    // Leave the private page first, so it never renders signed out; then end the session.
    await navigate(paths.home, { replace: true });
    await logout();
  };

  return (
    <div className="logout-confirm">
      <p>{t('logout.question')}</p>
      {pending ? (
        <p className="logout-confirm__pending" role="status">
          {t('logout.pending', { pending })} {t('logout.pendingKept')}
        </p>
      ) : null}
      <p className="logout-confirm__note">{t('logout.privacy')}</p>
      <div className="logout-confirm__actions">
        <Button onClick={() => void confirm()} busy={busy}>
          {t('logout.confirm')}
        </Button>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {t('logout.cancel')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
