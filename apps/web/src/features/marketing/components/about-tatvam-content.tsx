import { HeartHandshake, Lightbulb, Users } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/lib/paths';

const VALUES = [
  {
    icon: Users,
    title: 'Radical Inclusivity',
    body: 'A voice product is only finished when it works for the grandmother in a village as well as for the city commuter. We collect across languages, dialects, ages and accents on purpose.',
  },
  {
    icon: HeartHandshake,
    title: 'Community Empowerment',
    body: 'The people who lend their voices are partners, not a resource: they are rewarded for each contribution, told how the data is used, and free to withdraw consent.',
  },
  {
    icon: Lightbulb,
    title: 'Foundational Innovation',
    body: 'Open, well-documented speech datasets are the foundation that speech recognition, text-to-speech and translation for Indian languages are built on.',
  },
] as const;

// Mission, the three values and the two onward links (SPEC §2 About); used by /about and /about-tatvam.
export function AboutTatvamContent({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="flex flex-col gap-12">
      <section aria-labelledby="mission-title" className="max-w-3xl">
        <Heading id="mission-title" className="text-2xl font-bold text-midnight-green">
          Our Mission
        </Heading>
        <p className="mt-3 text-lg text-slate-700">
          Tatvam exists to make voice technology work in every Indian language. We gather speech from the
          people who speak these languages, grade it carefully, and turn it into datasets for speech
          recognition, text-to-speech and translation, so that nobody has to switch to English to talk to a
          machine.
        </p>
      </section>
      <section aria-labelledby="values-title">
        <Heading id="values-title" className="text-2xl font-bold text-midnight-green">
          Our Values
        </Heading>
        <ul className="mt-6 grid gap-6 md:grid-cols-3">
          {VALUES.map(({ icon: Icon, title, body }) => (
            <li key={title} className="rounded-2xl bg-nyanza/60 p-6 ring-1 ring-midnight-green/10">
              <Icon aria-hidden="true" className="size-8 text-midnight-green" />
              <p className="mt-4 text-lg font-semibold text-slate-900">{title}</p>
              <p className="mt-2 text-slate-700">{body}</p>
            </li>
          ))}
        </ul>
      </section>
      <div className="flex flex-wrap gap-3">
        <Link to={paths.products} className={buttonVariants()}>
          Our Products
        </Link>
        <Link to={paths.contact} className={buttonVariants({ variant: 'outline' })}>
          Contact Us
        </Link>
      </div>
    </div>
  );
}
