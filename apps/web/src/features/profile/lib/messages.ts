import { USER_MESSAGES } from '@dhvani/contract/users';

// SPEC §8's profile texts: the shared ones come from the contract, the fallbacks are the web's.
export const PROFILE_TEXT = {
  ...USER_MESSAGES,
  loadFailed: 'Failed to load profile',
  noToken: 'No access token found. Please log in again.',
  updateFailed: 'Failed to update account',
  passwordFailed: 'Failed to change password',
  logoutFailed: 'Logout failed. Please try again.',
  deleteFailed: 'Failed to delete account. Please try again.',
} as const;
