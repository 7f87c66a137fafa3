import { paths } from '@/lib/paths';

export interface Product {
  id: string;
  /** The catalog's words: `product.<key>.tagline`, `.description`, `.feature1`–`.feature4`, `.cta`. */
  key: 'dhvaniShilp' | 'swarin' | 'customVoice';
  /** Brand names stay as they are; a product without one has `product.<key>.title`. */
  brand: string | null;
  /** Where the call to action leads; null while the product is not available yet. */
  to: string | null;
}

// SPEC §1 and §2: the three offerings. The third is marked Coming Soon and its button is disabled.
export const PRODUCTS: readonly Product[] = [
  { id: 'dhvani-shilp', key: 'dhvaniShilp', brand: 'Dhvani Shilp', to: paths.dhvaniShilp },
  { id: 'swarin', key: 'swarin', brand: 'Swarin', to: paths.swarin },
  { id: 'custom-voice', key: 'customVoice', brand: null, to: null },
];

/** `products.<name>.title` and `.body`. */
export const COMPANY_PILLARS = ['mission', 'vision', 'values'] as const;
