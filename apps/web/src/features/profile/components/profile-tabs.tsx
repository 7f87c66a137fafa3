import { useT } from '@/i18n/use-t';
import { useState } from 'react';
import { Tabs, tabPanelFocusClass, tabPanelProps } from '@/components/ui/tabs';
import { cn } from '@/lib/cn';
import type { ProfileUser } from '../api/profile-api';
import { ChangePasswordForm } from './change-password-form';
import { ProfileDetails } from './profile-details';
import { UpdateAccountForm } from './update-account-form';
import { cardVariants } from '@/components/ui/card';

type Tab = 'profile' | 'account' | 'password';
const ID = 'profile-tabs';

// SPEC §4 profile tab states: profile, account, password.
export function ProfileTabs({
  user,
  onUserChange,
}: {
  user: ProfileUser;
  onUserChange: (u: ProfileUser) => void;
}) {
  const [tab, setTab] = useState<Tab>('profile');
  const t = useT('profile');
  const tabs = [
    { value: 'profile', label: t('tabs.profile') },
    { value: 'account', label: t('tabs.account') },
    { value: 'password', label: t('tabs.password') },
  ] as const;
  return (
    <section aria-label={t('tabs.section')} className={cardVariants()}>
      <Tabs idPrefix={ID} label={t('tabs.label')} items={tabs} value={tab} onChange={setTab} />
      <div
        {...tabPanelProps(ID, tab, { startsWithControl: tab !== 'profile' })}
        className={cn('mt-6', tabPanelFocusClass)}
      >
        {tab === 'profile' ? <ProfileDetails user={user} /> : null}
        {tab === 'account' ? <UpdateAccountForm user={user} onUpdated={onUserChange} /> : null}
        {tab === 'password' ? <ChangePasswordForm /> : null}
      </div>
    </section>
  );
}
