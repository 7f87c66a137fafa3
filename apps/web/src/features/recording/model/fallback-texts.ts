// SPEC §5's fallback sentence in every recording language, in that language's own script (issue 19): the
// text is read aloud and stored as the clip's transcript, so it must be in the language the clip is
// labelled with, whatever language the page is shown in. English keeps SPEC's sentence word for word
// (with the domain as SPEC writes it, an acronym as DOMAIN_LABELS writes it: 'FMCG'). Not reviewed by native speakers yet (docs/i18n.md).
import { DOMAINS, domainInSentence, type Domain, type RecordingLanguage } from '@dhvani/contract/enums';
import { specFallbackSentence } from '@dhvani/contract/prompts';

interface Fallback {
  /** The domain's name in the language. */
  domains: Record<Domain, string>;
  text: (domain: string) => string;
}

const d = (
  healthcare: string,
  education: string,
  fmcg: string,
  telecom: string,
  retail: string,
  technology: string,
): Record<Domain, string> => ({ healthcare, education, fmcg, telecom, retail, technology });

export const FALLBACK_TEXTS: Record<RecordingLanguage, Fallback> = {
  English: {
    domains: Object.fromEntries(DOMAINS.map((domain) => [domain, domainInSentence(domain)])) as Record<
      Domain,
      string
    >,
    text: (domain) => specFallbackSentence(domain, 'English'),
  },
  Hindi: {
    domains: d('स्वास्थ्य सेवा', 'शिक्षा', 'रोज़मर्रा का सामान', 'दूरसंचार', 'खुदरा व्यापार', 'तकनीक'),
    text: (domain) =>
      `कृपया ${domain} से जुड़ा यह पाठ हिन्दी में पढ़ें: आज सुबह हल्की बारिश हुई, और बच्चे खुशी-खुशी स्कूल की ओर चल पड़े।`,
  },
  Tamil: {
    domains: d('மருத்துவம்', 'கல்வி', 'அன்றாடப் பொருட்கள்', 'தொலைத்தொடர்பு', 'சில்லறை வணிகம்', 'தொழில்நுட்பம்'),
    text: (domain) =>
      `${domain} தொடர்பான இந்த உரையைத் தமிழில் படியுங்கள்: இன்று காலை மெல்லிய மழை பெய்தது, குழந்தைகள் மகிழ்ச்சியுடன் பள்ளிக்குச் சென்றனர்.`,
  },
  Telugu: {
    domains: d('ఆరోగ్య సేవలు', 'విద్య', 'నిత్యావసర వస్తువులు', 'టెలికాం', 'చిల్లర వ్యాపారం', 'సాంకేతికత'),
    text: (domain) =>
      `దయచేసి ${domain} రంగానికి సంబంధించిన ఈ పాఠాన్ని తెలుగులో చదవండి: ఈ రోజు ఉదయం చిరుజల్లులు కురిశాయి, పిల్లలు సంతోషంగా బడికి వెళ్లారు.`,
  },
  Gujarati: {
    domains: d('આરોગ્ય સેવા', 'શિક્ષણ', 'રોજિંદી ચીજવસ્તુઓ', 'ટેલિકોમ', 'છૂટક વેપાર', 'ટેક્નોલોજી'),
    text: (domain) =>
      `કૃપા કરીને ${domain} સંબંધિત આ લખાણ ગુજરાતીમાં વાંચો: આજે સવારે હળવો વરસાદ પડ્યો, અને બાળકો ખુશીથી શાળાએ ગયાં.`,
  },
  Punjabi: {
    domains: d('ਸਿਹਤ ਸੇਵਾ', 'ਸਿੱਖਿਆ', 'ਰੋਜ਼ਾਨਾ ਦਾ ਸਮਾਨ', 'ਦੂਰਸੰਚਾਰ', 'ਪ੍ਰਚੂਨ ਵਪਾਰ', 'ਤਕਨੀਕ'),
    text: (domain) =>
      `ਕਿਰਪਾ ਕਰਕੇ ${domain} ਨਾਲ ਜੁੜਿਆ ਇਹ ਪਾਠ ਪੰਜਾਬੀ ਵਿੱਚ ਪੜ੍ਹੋ: ਅੱਜ ਸਵੇਰੇ ਹਲਕਾ ਮੀਂਹ ਪਿਆ, ਅਤੇ ਬੱਚੇ ਖੁਸ਼ੀ-ਖੁਸ਼ੀ ਸਕੂਲ ਗਏ।`,
  },
  Odia: {
    domains: d('ସ୍ୱାସ୍ଥ୍ୟ ସେବା', 'ଶିକ୍ଷା', 'ଦୈନନ୍ଦିନ ଜିନିଷ', 'ଦୂରସଞ୍ଚାର', 'ଖୁଚୁରା ବ୍ୟବସାୟ', 'ପ୍ରଯୁକ୍ତି'),
    text: (domain) =>
      `ଦୟାକରି ${domain} ସମ୍ବନ୍ଧୀୟ ଏହି ଲେଖାଟି ଓଡ଼ିଆରେ ପଢ଼ନ୍ତୁ: ଆଜି ସକାଳେ ହାଲୁକା ବର୍ଷା ହେଲା, ଆଉ ପିଲାମାନେ ଖୁସିରେ ସ୍କୁଲକୁ ଗଲେ।`,
  },
  Kannada: {
    domains: d('ಆರೋಗ್ಯ ಸೇವೆ', 'ಶಿಕ್ಷಣ', 'ದಿನಬಳಕೆಯ ವಸ್ತುಗಳು', 'ದೂರಸಂಪರ್ಕ', 'ಚಿಲ್ಲರೆ ವ್ಯಾಪಾರ', 'ತಂತ್ರಜ್ಞಾನ'),
    text: (domain) =>
      `ದಯವಿಟ್ಟು ${domain} ಕುರಿತ ಈ ಪಠ್ಯವನ್ನು ಕನ್ನಡದಲ್ಲಿ ಓದಿ: ಇಂದು ಬೆಳಿಗ್ಗೆ ಮೆಲ್ಲನೆ ಮಳೆ ಬಂತು, ಮಕ್ಕಳು ಖುಷಿಯಿಂದ ಶಾಲೆಗೆ ಹೋದರು.`,
  },
  Bengali: {
    domains: d('স্বাস্থ্যসেবা', 'শিক্ষা', 'নিত্যপ্রয়োজনীয় পণ্য', 'টেলিযোগাযোগ', 'খুচরো ব্যবসা', 'প্রযুক্তি'),
    text: (domain) =>
      `অনুগ্রহ করে ${domain} বিষয়ক এই লেখাটি বাংলায় পড়ুন: আজ সকালে হালকা বৃষ্টি হয়েছে, আর শিশুরা আনন্দে স্কুলে গেছে।`,
  },
  Malayalam: {
    domains: d('ആരോഗ്യസേവനം', 'വിദ്യാഭ്യാസം', 'നിത്യോപയോഗ സാധനങ്ങൾ', 'ടെലികോം', 'ചില്ലറ വ്യാപാരം', 'സാങ്കേതികവിദ്യ'),
    text: (domain) =>
      `ദയവായി ${domain} സംബന്ധിച്ച ഈ വാചകം മലയാളത്തിൽ വായിക്കുക: ഇന്ന് രാവിലെ നേരിയ മഴ പെയ്തു, കുട്ടികൾ സന്തോഷത്തോടെ സ്കൂളിലേക്ക് പോയി.`,
  },
};

/** SPEC §5's fallback sentence, in the recording language and its script. */
export function fallbackTranscript(domain: Domain, language: RecordingLanguage): string {
  const fallback = FALLBACK_TEXTS[language];
  return fallback.text(fallback.domains[domain]);
}
