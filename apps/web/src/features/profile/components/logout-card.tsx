import { USER_MESSAGES } from '@dhvani/contract/users';
import { useT } from '@/i18n/use-t';
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { notify } from '@/lib/toast';
import { logout } from '../api/profile-api';
import { useLeaveSignedOut } from '../lib/leave-signed-out';
import { profileError, profileText } from '../lib/messages';
import { ProfileCard } from './profile-card';

// SPEC §9: home 1 s after a successful logout, 2 s after a failed one (the storage is cleared either way).
export const LOGOUT_REDIRECT_MS = { success: 1000, failure: 2000 } as const;

export function LogoutCard() {
  const leaveSignedOut = useLeaveSignedOut();
  const [busy, setBusy] = useState(false);
  const t = useT('profile');

  const onLogout = async () => {
    setBusy(true);
    let delay: number = LOGOUT_REDIRECT_MS.success;
    try {
      await logout();
      notify.success(profileText(USER_MESSAGES.loggedOut), { action: 'logout' });
    } catch (e) {
      notify.error(profileError(e, t('logout.failed')), { action: 'logout' });
      delay = LOGOUT_REDIRECT_MS.failure;
    }
    leaveSignedOut(paths.home, delay);
  };

  return (
    <ProfileCard id="logout" title={t('logout.title')} description={t('logout.description')}>
      <Button variant="outline" onClick={onLogout} disabled={busy}>
        <LogOut aria-hidden="true" />
        {busy ? t('logout.busy') : t('logout.button')}
      </Button>
    </ProfileCard>
  );
}
