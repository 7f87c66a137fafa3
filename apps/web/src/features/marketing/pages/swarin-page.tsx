import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { paths } from '@/lib/paths';
import { ProductDetail } from '../components/product-detail';

const HIGHLIGHTS = [
  {
    title: '10+ Indian languages',
    body: 'Translate between English and more than ten Indian languages, and between Indian languages directly.',
  },
  {
    title: 'Voices that sound like people',
    body: 'Expressive text-to-speech trained on real contributors, with the pace and tone of the original.',
  },
  {
    title: 'Subtitles and dubbing',
    body: 'Get timed subtitles, a dubbed audio track, or both, from one upload.',
  },
  {
    title: 'Your terminology',
    body: 'Glossaries keep product names and domain terms consistent across every language.',
  },
] as const;

const STEPS = [
  'Upload a video, an audio file or a script.',
  'Choose the target languages and a voice for each.',
  'Review the translation and adjust terms in the glossary.',
  'Download subtitles and dubbed audio, ready to publish.',
] as const;

export function SwarinPage() {
  useDocumentTitle('Swarin');
  return (
    <ProductDetail
      title="Swarin"
      tagline="AI translation and dubbing for India: take one piece of content and let it speak 10+ Indian languages."
      highlights={HIGHLIGHTS}
      steps={STEPS}
      actions={
        <>
          <Link to={paths.contact} className={buttonVariants()}>
            Request a Demo
          </Link>
          <Link to={paths.products} className={buttonVariants({ variant: 'outline' })}>
            All Products
          </Link>
        </>
      }
    />
  );
}
