// SPEC §2: five static sample posts, each linking to a public resource on Indian-language speech data
// (issue 24): AI4Bharat's IndicVoices, a volunteer-recorded OpenSLR corpus (Gujarati, SLR78) with its
// quality checks, MeitY's data protection framework, AI4Bharat's Vistaar ASR benchmarks and training sets,
// and IISc/ARTPARK's district-by-district Project Vaani.
export interface BlogPost {
  title: string;
  href: string;
  excerpt: string;
  author: string;
  /** ISO date; shown in en-GB form like the rest of the site. */
  date: string;
  category: string;
}

export const BLOG_POSTS: readonly BlogPost[] = [
  {
    title: 'Why India needs speech datasets in its own languages',
    href: 'https://ai4bharat.iitm.ac.in/indicvoices',
    excerpt:
      'Speech recognition works well for a handful of languages. We look at what it takes to bring the same quality to the hundreds spoken across India.',
    author: 'Ananya Rao',
    date: '2025-01-14',
    category: 'Research',
  },
  {
    title: 'What makes a good voice recording?',
    href: 'https://www.openslr.org/78/',
    excerpt:
      'Loudness, background noise, clipping and silence: the four things our quality checks listen for, and simple ways to get them right on a phone.',
    author: 'Vikram Singh',
    date: '2025-02-03',
    category: 'Guides',
  },
  {
    title: 'Consent and privacy under the DPDP Act',
    href: 'https://www.meity.gov.in/data-protection-framework',
    excerpt:
      'How we ask for consent, what we store, and how contributors can withdraw, in plain words and in line with India’s data protection law.',
    author: 'Farah Khan',
    date: '2025-03-11',
    category: 'Privacy',
  },
  {
    title: 'From recordings to a speech model',
    href: 'https://github.com/AI4Bharat/vistaar',
    excerpt:
      'A walk through the pipeline: graded clips, transcripts, training splits and evaluation, and why careful data beats more data.',
    author: 'Karthik Menon',
    date: '2025-04-22',
    category: 'Engineering',
  },
  {
    title: 'Voices of the community: 500 contributors and counting',
    href: 'https://vaani.iisc.ac.in/',
    excerpt:
      'Students, teachers, shopkeepers and retirees: a few of the people who lent their voices, and why they did it.',
    author: 'Priya Das',
    date: '2025-05-30',
    category: 'Community',
  },
] as const;
