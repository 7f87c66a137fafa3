// The words of the landing page (SPEC §1 facts: tagline, claims, features and use cases).
export const TAGLINE = 'Democratizing Voice-Tech in India';

export const CLAIMS = [
  { value: '10+', label: 'hours of voice samples' },
  { value: '10+', label: 'languages and dialects' },
  { value: '500+', label: 'contributors' },
] as const;

export const EXPLAINER_STEPS = [
  {
    title: 'Pick a language and topic',
    body: 'Choose one of ten Indian languages and a domain such as healthcare, education or retail.',
  },
  {
    title: 'Read a short passage',
    body: 'We show a few sentences to read aloud. Two minutes at most, from any phone or laptop.',
  },
  {
    title: 'Automatic quality check',
    body: 'Each clip is graded for clarity, loudness and background noise, so the dataset stays useful.',
  },
  {
    title: 'Earn reward tokens',
    body: 'Clear recordings earn tokens that add up in your dashboard and can be turned into rewards.',
  },
] as const;

// Census of India 2011 (language tables, released 2018): the figures behind the digital divide section.
export const DIVIDE_STATS = [
  { value: '19,500+', label: 'mother tongues reported in the 2011 census' },
  { value: '121', label: 'languages spoken by at least 10,000 people each' },
  { value: '~10%', label: 'of Indians speak English, the language most voice tech is built for' },
] as const;

export const KEY_FEATURES = [
  { title: 'Voice Contribution', body: 'Record natural speech in a few guided steps.' },
  { title: 'Multilingual Support', body: 'Ten recording languages, from Hindi and Tamil to Odia.' },
  { title: 'Community Driven', body: 'Built with the people who speak these languages every day.' },
  { title: 'Earn Rewards', body: 'Tokens for every clear clip, tracked in your dashboard.' },
] as const;

export const APPLICATIONS = [
  {
    title: 'Smarter Assistants',
    body: 'Assistants that understand a farmer in Odisha as well as an engineer in Bengaluru.',
  },
  {
    title: 'Accessible Technology',
    body: 'Speech interfaces for people who cannot read a screen or type in their own script.',
  },
  {
    title: 'In-Car Voice Control',
    body: 'Hands-free navigation and calls that follow accents and mixed-language speech.',
  },
] as const;
