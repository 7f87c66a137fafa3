import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { paths } from '@/lib/paths';
import { ProductDetail } from '../components/product-detail';

const HIGHLIGHTS = [
  {
    title: 'Ten recording languages',
    body: 'English, Hindi, Tamil, Telugu, Gujarati, Punjabi, Odia, Kannada, Bengali and Malayalam.',
  },
  {
    title: 'Six domains',
    body: 'Healthcare, education, FMCG, telecom, retail and technology, so models learn real vocabulary.',
  },
  {
    title: 'Graded on arrival',
    body: 'Each clip is checked for speech, loudness, clipping and background noise, and graded excellent, good, average or poor.',
  },
  {
    title: 'Consent first',
    body: 'Contributors agree to clear terms before recording, in line with India’s Digital Personal Data Protection Act, and can opt out.',
  },
] as const;

const STEPS = [
  'Sign up with your phone number and e-mail address.',
  'Agree to the consent terms, then pick a language and a domain.',
  'Read the generated passage aloud: up to two minutes.',
  'Submit: the clip is graded and tokens are added to your balance.',
] as const;

export function DhvaniShilpPage() {
  useDocumentTitle('Dhvani Shilp');
  return (
    <ProductDetail
      title="Dhvani Shilp"
      tagline="A collaborative voice-dataset platform: contributors across India record speech in their own languages and earn reward tokens for every clear clip."
      highlights={HIGHLIGHTS}
      steps={STEPS}
      actions={
        <>
          <Link to={paths.qrRecording} className={buttonVariants()}>
            Start Contributing
          </Link>
          <Link to={paths.faq} className={buttonVariants({ variant: 'outline' })}>
            Read the FAQ
          </Link>
        </>
      }
    />
  );
}
