import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { apiErrorMessage } from '@/lib/api';
import { paths } from '@/lib/paths';
import { notify } from '@/lib/toast';
import { logout } from '../api/profile-api';
import { useLeaveSignedOut } from '../lib/leave-signed-out';
import { PROFILE_TEXT } from '../lib/messages';
import { ProfileCard } from './profile-card';

// SPEC §9: home 1 s after a successful logout, 2 s after a failed one (the storage is cleared either way).
export const LOGOUT_REDIRECT_MS = { success: 1000, failure: 2000 } as const;

export function LogoutCard() {
  const leaveSignedOut = useLeaveSignedOut();
  const [busy, setBusy] = useState(false);

  const onLogout = async () => {
    setBusy(true);
    let delay: number = LOGOUT_REDIRECT_MS.success;
    try {
      await logout();
      notify.success(PROFILE_TEXT.loggedOut);
    } catch (e) {
      notify.error(apiErrorMessage(e, PROFILE_TEXT.logoutFailed));
      delay = LOGOUT_REDIRECT_MS.failure;
    }
    leaveSignedOut(paths.home, delay);
  };

  return (
    <ProfileCard title="Logout" description="Sign out of your account on this device.">
      <Button variant="outline" onClick={onLogout} disabled={busy}>
        <LogOut aria-hidden="true" />
        {busy ? 'Logging out...' : 'Logout'}
      </Button>
    </ProfileCard>
  );
}
