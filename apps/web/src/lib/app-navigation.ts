// Lets code outside React (the axios interceptor) navigate inside the single-page app.
// main.tsx registers the router; before that, or in a bare test, it falls back to a page load.
type Navigator = (to: string, options: { replace?: boolean }) => void;

let navigator: Navigator | null = null;

export function registerNavigator(next: Navigator | null): void {
  navigator = next;
}

export function navigateTo(to: string, options: { replace?: boolean } = {}): void {
  if (navigator) navigator(to, options);
  else if (options.replace) window.location.replace(to);
  else window.location.assign(to);
}
