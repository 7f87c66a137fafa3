// The web app's route table (SPEC §2), in one place: the web's router and links are built from `paths`,
// and the server answers 404 for a page path outside it (issue 24) while still sending the app, whose
// not-found page says so. Every path also exists under a language prefix ('/hi/products', issue 19).
import { CAMPAIGN_PATH } from './campaign.js';
import { splitLocalePath } from './locales.js';

export const paths = {
  home: '/',
  products: '/products',
  dhvaniShilp: '/dhvani-shilp',
  swarin: '/swarin',
  about: '/about',
  aboutTatvam: '/about-tatvam',
  contact: '/contact',
  blogs: '/blogs',
  demo: '/demo',
  faq: '/faq',
  docs: '/docs',
  careers: '/careers',
  privacy: '/privacy',
  terms: '/terms',
  /** A parent or guardian sees and withdraws the consent they gave for a minor (issue 23). */
  guardian: '/guardian',
  signIn: '/auth/signin',
  signUp: '/auth/signup',
  dashboard: '/dashboard',
  qr: '/qr',
  // The recording flow is where a campaign link leads.
  qrRecording: CAMPAIGN_PATH,
  profile: '/profile',
  /** The Listen page: contributors review each other's recordings (issue 21). */
  validate: '/validate',
  /** Contributors write sentences for others to read, and review each other's (issue 32). */
  sentences: '/sentences',
  admin: '/admin',
} as const;

export type WebPath = (typeof paths)[keyof typeof paths];

/**
 * A first path segment shaped like a BCP 47 language code ('fr', 'pt-BR', 'mr'), not a page name. The web
 * drops such a segment when the product does not speak that language ('/fr/faq' opens /faq).
 */
export const LANGUAGE_CODE = /^[a-z]{2,3}(-[a-z0-9]{2,8})*$/i;

const known = new Set<string>(Object.values(paths));

/**
 * Whether the web app has a page at `pathname` (no query): a path of the table, with or without a product
 * language's prefix or a foreign language code before it, a trailing slash, in any letter case (React
 * Router matches case-insensitively).
 */
export function isWebRoute(pathname: string): boolean {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
  const lower = trimmed.toLowerCase();
  if (known.has(lower)) return true;
  const { locale, path } = splitLocalePath(lower);
  if (locale) return known.has(path);
  const foreign = /^\/([^/]+)(\/.+)$/.exec(lower);
  return foreign !== null && LANGUAGE_CODE.test(foreign[1] ?? '') && known.has(foreign[2] ?? '');
}
