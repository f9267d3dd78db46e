import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../ui/dialog';
import { LogoutConfirm } from './logout-confirm';
import '../logout.css';

interface LogoutDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The navbar's logout: the same confirmation as the profile's logout tab, in a dialog. */
export function LogoutDialog({ open, onClose }: LogoutDialogProps) {
  const { t } = useTranslation('profile');
  return (
    <Dialog open={open} title={t('logout.title')} onClose={onClose}>
      {open ? <LogoutConfirm onCancel={onClose} /> : null}
    </Dialog>
  );
}
