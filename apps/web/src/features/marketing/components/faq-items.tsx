import type { ReactNode } from 'react';

export interface FaqItem {
  id: string;
  question: string;
  answer: ReactNode;
}

// SPEC §2: eight questions in this order. The token rules and grades match docs/rewards.md and the
// server's rubric (issue 4): tokens per minute of clip by grade, and at least 1 for any non-poor clip.
export const FAQ_ITEMS: readonly FaqItem[] = [
  {
    id: 'what-is',
    question: 'What is Dhvani Shilp?',
    answer: (
      <>
        <p>
          Dhvani Shilp is a platform where people record speech in Indian languages to build open, inclusive
          voice datasets, and earn reward tokens for it. Each clip is graded automatically, and tokens are
          credited per minute of audio by grade:
        </p>
        <ul className="mt-3 list-disc pl-6">
          <li>Excellent: 20 tokens per minute</li>
          <li>Good: 12 tokens per minute</li>
          <li>Average: 6 tokens per minute</li>
          <li>Poor: 0 tokens</li>
        </ul>
        <p className="mt-3">Any clip that is not graded poor earns at least 1 token, however short it is.</p>
      </>
    ),
  },
  {
    id: 'asr',
    question: 'What is ASR (automatic speech recognition)?',
    answer: (
      <p>
        ASR turns spoken words into text. It powers voice search, dictation and call-centre analytics. It only
        works well for a language when it has been trained on many hours of real speech in that language,
        which is what contributors here provide.
      </p>
    ),
  },
  {
    id: 'tts',
    question: 'What is TTS (text-to-speech)?',
    answer: (
      <p>
        TTS reads text aloud in a synthetic voice. Natural-sounding TTS in Indian languages needs clean
        recordings of native speakers, with accurate transcripts, across many voices and styles.
      </p>
    ),
  },
  {
    id: 'business',
    question: 'How can Dhvani Shilp help my business?',
    answer: (
      <p>
        We supply speech datasets and models for your languages and domain, from healthcare to retail, so your
        assistants, IVR systems and apps understand your customers. Write to us from the contact page.
      </p>
    ),
  },
  {
    id: 'languages',
    question: 'Which regional languages do you support?',
    answer: (
      <p>
        Contributors can record in English, Hindi, Tamil, Telugu, Gujarati, Punjabi, Odia, Kannada, Bengali
        and Malayalam today, with more languages and dialects being added.
      </p>
    ),
  },
  {
    id: 'api',
    question: 'Can I integrate your speech models through an API?',
    answer: (
      <p>
        Yes. Speech recognition and text-to-speech are offered through a REST API for partners. Contact us for
        access and documentation.
      </p>
    ),
  },
  {
    id: 'custom-data',
    question: 'Do you collect custom datasets?',
    answer: (
      <p>
        Yes. We run targeted campaigns for a language, region, domain or speaker profile. Every clip is graded
        excellent, good, average or poor on clarity, loudness, clipping and background noise, so you only
        receive recordings that meet the grade you ask for.
      </p>
    ),
  },
  {
    id: 'privacy',
    question: 'Is my data safe, and how is consent handled?',
    answer: (
      <p>
        Before recording, every contributor agrees to three clear consent statements: how the voice data is
        used for AI training, how it is recorded and processed, and the terms and privacy policy. We follow
        India’s Digital Personal Data Protection Act, store recordings securely, and you can withdraw consent
        or delete your account at any time.
      </p>
    ),
  },
];
