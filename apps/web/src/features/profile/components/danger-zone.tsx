import { USER_MESSAGES } from '@dhvani/contract/users';
import { useT } from '@/i18n/use-t';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { notify } from '@/lib/toast';
import { deleteAccount } from '../api/profile-api';
import { useLeaveSignedOut } from '../lib/leave-signed-out';
import { profileError, profileText } from '../lib/messages';
import { DeleteAccountDialog } from './delete-account-dialog';
import { ProfileCard } from './profile-card';

export function DangerZone() {
  const leaveSignedOut = useLeaveSignedOut();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const t = useT('profile');

  const confirm = async () => {
    setBusy(true);
    try {
      await deleteAccount();
      notify.success(profileText(USER_MESSAGES.accountDeleted), { action: 'delete-account' });
      setOpen(false);
      leaveSignedOut(paths.home);
    } catch (e) {
      notify.error(profileError(e, t('danger.failed')), { action: 'delete-account' });
      setBusy(false);
    }
  };

  return (
    <ProfileCard id="danger" title={t('danger.title')} tone="danger" description={t('danger.description')}>
      <Button variant="destructive" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden="true" />
        {t('danger.button')}
      </Button>
      <DeleteAccountDialog open={open} busy={busy} onCancel={() => setOpen(false)} onConfirm={confirm} />
    </ProfileCard>
  );
}
