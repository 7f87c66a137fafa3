import type { Location } from 'react-router';

/** What a guard passes to the sign-in page so that it can send the person back afterwards. */
export interface SignInRedirectState {
  from: Location;
}
