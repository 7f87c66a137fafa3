// Peer-review helpers for API tests: graded clips made through the real upload and evaluate routes (so the
// grading's triage hook runs), and the reviewer's calls.
import type { FastifyInstance } from 'fastify';
import type { VoteBody } from '@dhvani/contract/reviews';
import { ESPEAK_VOICES } from '@dhvani/contract/read-check';
import type { RecordingLanguage } from '@dhvani/contract/enums';
import { SPEECH_TEXTS, speakPcm } from '../../../../scripts/make-audio-fixtures.mjs';
import { wavFile } from '../../src/audio/wav.js';
import { bearer, type RegisteredUser } from './accounts.js';
import { giveConsent, makeWav, speechClip, upload } from './recordings.js';

/** The clean speech's sentence in the scripts of the languages these tests review. */
const TEXTS: Record<string, string> = {
  Hindi: SPEECH_TEXTS.hi,
  Tamil: SPEECH_TEXTS.ta,
  Bengali: SPEECH_TEXTS.bn,
  Gujarati:
    'સ્વચ્છ પાણી અને સારો ખોરાક પરિવારને સ્વસ્થ રાખે છે. દરેક ભોજન પહેલાં હાથ ધોઈ લો, અને તાવ બે દિવસથી વધુ રહે તો દવાખાને જાઓ.',
  Punjabi:
    'ਸਾਫ਼ ਪਾਣੀ ਅਤੇ ਚੰਗਾ ਖਾਣਾ ਪਰਿਵਾਰ ਨੂੰ ਤੰਦਰੁਸਤ ਰੱਖਦੇ ਹਨ। ਹਰ ਖਾਣੇ ਤੋਂ ਪਹਿਲਾਂ ਹੱਥ ਧੋਵੋ, ਅਤੇ ਬੁਖ਼ਾਰ ਦੋ ਦਿਨਾਂ ਤੋਂ ਵੱਧ ਰਹੇ ਤਾਂ ਡਾਕਟਰ ਕੋਲ ਜਾਓ।',
  Odia: 'ସଫା ପାଣି ଓ ଭଲ ଖାଦ୍ୟ ପରିବାରକୁ ସୁସ୍ଥ ରଖେ। ପ୍ରତି ଥର ଖାଇବା ଆଗରୁ ହାତ ଧୁଅନ୍ତୁ, ଆଉ ଜ୍ୱର ଦୁଇ ଦିନରୁ ଅଧିକ ରହିଲେ ଡାକ୍ତରଙ୍କ ପାଖକୁ ଯାଆନ୍ତୁ।',
  Kannada:
    'ಶುದ್ಧ ನೀರು ಮತ್ತು ಒಳ್ಳೆಯ ಆಹಾರ ಕುಟುಂಬವನ್ನು ಆರೋಗ್ಯವಾಗಿ ಇಡುತ್ತವೆ. ಪ್ರತಿ ಊಟದ ಮೊದಲು ಕೈ ತೊಳೆಯಿರಿ, ಜ್ವರ ಎರಡು ದಿನಕ್ಕಿಂತ ಹೆಚ್ಚು ಇದ್ದರೆ ವೈದ್ಯರನ್ನು ನೋಡಿ.',
  Telugu:
    'శుభ్రమైన నీరు మరియు మంచి ఆహారం కుటుంబాన్ని ఆరోగ్యంగా ఉంచుతాయి. ప్రతి భోజనానికి ముందు చేతులు కడుక్కోండి, జ్వరం రెండు రోజులకు మించి ఉంటే క్లినిక్‌కు వెళ్ళండి.',
  Malayalam:
    'ശുദ്ധമായ വെള്ളവും നല്ല ഭക്ഷണവും കുടുംബത്തെ ആരോഗ്യത്തോടെ നിലനിർത്തുന്നു. ഓരോ ഭക്ഷണത്തിനും മുമ്പ് കൈ കഴുകുക, പനി രണ്ടു ദിവസത്തിൽ കൂടുതൽ നീണ്ടാൽ ക്ലിനിക്കിൽ പോകുക.',
};

const consented = new WeakMap<FastifyInstance, Set<string>>();

async function consentOnce(app: FastifyInstance, user: RegisteredUser) {
  const done = consented.get(app) ?? new Set<string>();
  consented.set(app, done);
  if (done.has(user.user._id)) return;
  await giveConsent(app, user.accessToken);
  done.add(user.user._id);
}

const spoken = new Map<string, Buffer>();
function spokenOnce(text: string, language: string): Buffer {
  const voice = ESPEAK_VOICES[language as RecordingLanguage] ?? 'en-us';
  return spoken.get(text) ?? spoken.set(text, Buffer.from(wavFile(speakPcm(text, voice)))).get(text)!;
}

let takes = 0;
/** Another take of the same speech: its last sample differs (the server accepts the same samples once). */
function newTakeOf(wav: Buffer): Buffer {
  const take = Buffer.from(wav);
  take.writeInt16LE(++takes % 20_000, take.length - 2);
  return take;
}

/**
 * Uploads and grades a clip of `owner`: clean speech (graded excellent, queued for review) or a tone
 * (graded poor for no speech, rejected by triage). Returns the recording id.
 */
export async function gradedClip(
  app: FastifyInstance,
  owner: RegisteredUser,
  opts: { language?: string; kind?: 'speech' | 'tone' } = {},
): Promise<string> {
  await consentOnce(app, owner);
  const language = opts.language ?? 'Hindi';
  const speech = speechClip();
  // The text must be in the language's script (uploads refuse others), and the clip must say it: grading
  // rejects a clip of another text before review (issue 35). Spoken once per language, a new take each call.
  const paragraph = TEXTS[language] ?? speech.paragraph;
  const input =
    opts.kind === 'tone'
      ? { wav: makeWav(3), paragraph }
      : { wav: newTakeOf(spokenOnce(paragraph, language)), paragraph };
  const uploaded = await upload(app, owner.accessToken, { ...input, language });
  if (uploaded.statusCode !== 201)
    throw new Error(`upload answered ${uploaded.statusCode}: ${uploaded.body}`);
  const id = uploaded.json().data._id as string;
  const graded = await app.inject({
    method: 'POST',
    url: `/api/v1/recordings/${id}/evaluate`,
    headers: bearer(owner.accessToken),
  });
  if (graded.statusCode !== 200) throw new Error(`evaluate answered ${graded.statusCode}: ${graded.body}`);
  return id;
}

export function nextClip(app: FastifyInstance, user: RegisteredUser, language = 'Hindi') {
  return app.inject({
    method: 'GET',
    url: '/api/v1/reviews/next',
    query: { language },
    headers: bearer(user.accessToken),
  });
}

export function vote(app: FastifyInstance, user: RegisteredUser, recordingId: string, body: VoteBody) {
  return app.inject({
    method: 'POST',
    url: `/api/v1/reviews/${recordingId}/vote`,
    payload: body,
    headers: bearer(user.accessToken),
  });
}

/** The review state GET /users/recordings shows the owner for one recording. */
export async function reviewOf(app: FastifyInstance, owner: RegisteredUser, recordingId: string) {
  const res = await app.inject({
    method: 'GET',
    url: '/api/v1/users/recordings',
    headers: bearer(owner.accessToken),
  });
  const item = (res.json().data as Array<{ _id: string; review: unknown; tokens: number | null }>).find(
    (r) => r._id === recordingId,
  );
  if (!item) throw new Error(`recording ${recordingId} is not in its owner's list`);
  return item;
}
