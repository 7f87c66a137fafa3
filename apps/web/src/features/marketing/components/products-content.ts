import { paths } from '@/lib/paths';

export interface Product {
  id: string;
  title: string;
  tagline: string;
  description: string;
  features: readonly [string, string, string, string];
  /** Where the call to action leads; null while the product is not available yet. */
  cta: { label: string; to: string } | { label: string; to: null };
}

// SPEC §1 and §2: the three offerings. The third is marked Coming Soon and its button is disabled.
export const PRODUCTS: readonly Product[] = [
  {
    id: 'dhvani-shilp',
    title: 'Dhvani Shilp',
    tagline: 'Collaborative voice-dataset platform',
    description:
      'Contributors across India record guided passages in their own language. Every clip is quality-checked and consented, ready for speech recognition and text-to-speech training.',
    features: [
      'Ten Indian recording languages',
      'Six domains, from healthcare to retail',
      'Automatic audio quality grading',
      'Reward tokens for contributors',
    ],
    cta: { label: 'Explore Platform', to: paths.dhvaniShilp },
  },
  {
    id: 'swarin',
    title: 'Swarin',
    tagline: 'AI translation and dubbing',
    description:
      'Translate and dub videos, lectures and product content into 10+ Indian languages with natural voices that keep the speaker’s tone.',
    features: [
      'Supports 10+ Indian languages',
      'Natural, expressive synthetic voices',
      'Subtitles and dubbed audio together',
      'Glossaries for domain terms',
    ],
    cta: { label: 'Learn More', to: paths.swarin },
  },
  {
    id: 'custom-voice',
    title: 'Custom Voice Solutions',
    tagline: 'Speech models made for your business',
    description:
      'Custom dataset collection, fine-tuned speech recognition and branded text-to-speech voices for your domain, languages and users.',
    features: [
      'Targeted dataset collection',
      'Domain-tuned speech recognition',
      'Branded text-to-speech voices',
      'On-premise or cloud deployment',
    ],
    cta: { label: 'Coming Soon', to: null },
  },
] as const;

export const COMPANY_PILLARS = [
  {
    title: 'Mission',
    body: 'Make voice technology work in every Indian language, built with the people who speak them.',
  },
  {
    title: 'Vision',
    body: 'A country where anyone can talk to technology in the language they think in.',
  },
  {
    title: 'Values',
    body: 'Radical inclusivity, community empowerment and foundational innovation in everything we ship.',
  },
] as const;
