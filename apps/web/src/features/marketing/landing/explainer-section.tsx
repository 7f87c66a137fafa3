import { AudioLines, BadgeCheck, Coins, Languages } from 'lucide-react';
import { EXPLAINER_STEPS } from './landing-content';
import { SectionHeading } from './section-heading';

const ICONS = [Languages, AudioLines, BadgeCheck, Coins];

export function ExplainerSection() {
  return (
    <section aria-labelledby="explainer-title" className="bg-white px-4 py-20 sm:px-6 lg:px-8">
      <SectionHeading id="explainer-title" eyebrow="How it works" title="Four steps from voice to dataset">
        Every contribution follows the same short path.
      </SectionHeading>
      <ol className="mx-auto grid max-w-6xl gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {EXPLAINER_STEPS.map((step, index) => {
          const Icon = ICONS[index] ?? Languages;
          return (
            <li
              key={step.title}
              data-reveal
              className="rounded-2xl bg-nyanza/60 p-6 ring-1 ring-midnight-green/10"
            >
              <Icon aria-hidden="true" className="size-8 text-midnight-green" />
              <h3 className="mt-4 text-lg font-semibold text-slate-900">
                <span className="sr-only">Step {index + 1}: </span>
                {step.title}
              </h3>
              <p className="mt-2 text-slate-700">{step.body}</p>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
