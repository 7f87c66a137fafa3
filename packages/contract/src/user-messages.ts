// The profile and account texts on their own, without zod, for pages that show them before any schema
// is needed (see auth-messages.ts).

export const USER_MESSAGES = {
  newPasswordsDoNotMatch: 'New passwords do not match',
  newPasswordTooShort: 'New password must be at least 6 characters long',
  deleteConfirm: 'Please type "DELETE MY ACCOUNT" to confirm deletion',
  accountUpdated: 'Account updated successfully!',
  passwordChanged: 'Password changed successfully!',
  loggedOut: 'Logged out successfully!',
  accountDeleted: 'Your account has been successfully deleted.',
  needPhoneOrEmail: 'Please enter a phone number or an email address.',
  emailChangeSent: (email: string) => `Enter the code we sent to ${email} to confirm your new email address.`,
  emailChanged: (email: string) => `Your email address is now ${email}.`,
} as const;
