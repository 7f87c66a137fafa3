import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { apiErrorMessage } from '@/lib/api';
import { paths } from '@/lib/paths';
import { notify } from '@/lib/toast';
import { deleteAccount } from '../api/profile-api';
import { useLeaveSignedOut } from '../lib/leave-signed-out';
import { PROFILE_TEXT } from '../lib/messages';
import { DeleteAccountDialog } from './delete-account-dialog';
import { ProfileCard } from './profile-card';

export function DangerZone() {
  const leaveSignedOut = useLeaveSignedOut();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await deleteAccount();
      notify.success(PROFILE_TEXT.accountDeleted);
      setOpen(false);
      leaveSignedOut(paths.home);
    } catch (e) {
      notify.error(apiErrorMessage(e, PROFILE_TEXT.deleteFailed));
      setBusy(false);
    }
  };

  return (
    <ProfileCard
      title="Danger Zone"
      tone="danger"
      description="Deleting your account removes your recordings and personal details for good."
    >
      <Button variant="destructive" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden="true" />
        Delete Account
      </Button>
      <DeleteAccountDialog open={open} busy={busy} onCancel={() => setOpen(false)} onConfirm={confirm} />
    </ProfileCard>
  );
}
