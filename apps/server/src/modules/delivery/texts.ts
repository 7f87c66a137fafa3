// What the SMS and e-mails say, in the reader's language (issue 19): the code texts of the contributor's path
// (sign-up, sign-in) in all ten languages, the e-mail-change notices in English and Hindi (other languages
// fall back to English). The brand name stays as it is written everywhere. Not reviewed by native speakers
// yet (apps/web/src/locales/<lang>/meta.json says the same of the web's catalogs).
import type { Locale } from '@dhvani/contract/locales';

interface CodeTexts {
  /** The SMS, and the heart of the verification e-mail. */
  code: (code: string, minutes: number) => string;
  subject: string;
  /** Wraps `code(...)` into the e-mail body. */
  email: (codeText: string) => string;
}

const CODE_TEXTS: Record<Locale, CodeTexts> = {
  en: {
    code: (c, m) =>
      `${c} is your Dhvani Shilp verification code. It expires in ${m} minutes. Never share it with anyone.`,
    subject: 'Your Dhvani Shilp verification code',
    email: (t) => `Hello,\n\n${t}\n\nIf you did not ask for it, ignore this e-mail.\n`,
  },
  hi: {
    code: (c, m) => `${c} आपका Dhvani Shilp पुष्टि कोड है। यह ${m} मिनट में खत्म हो जाएगा। इसे कभी किसी को न बताएँ।`,
    subject: 'आपका Dhvani Shilp पुष्टि कोड',
    email: (t) => `नमस्ते,\n\n${t}\n\nअगर आपने यह कोड नहीं माँगा था, तो इस ईमेल को अनदेखा करें।\n`,
  },
  ta: {
    code: (c, m) =>
      `${c} உங்கள் Dhvani Shilp சரிபார்ப்புக் குறியீடு. இது ${m} நிமிடங்களில் காலாவதியாகும். யாரிடமும் பகிர வேண்டாம்.`,
    subject: 'உங்கள் Dhvani Shilp சரிபார்ப்புக் குறியீடு',
    email: (t) => `வணக்கம்,\n\n${t}\n\nநீங்கள் இதைக் கேட்கவில்லை என்றால், இந்த மின்னஞ்சலைப் புறக்கணியுங்கள்.\n`,
  },
  te: {
    code: (c, m) => `${c} మీ Dhvani Shilp ధృవీకరణ కోడ్. ఇది ${m} నిమిషాల్లో గడువు ముగుస్తుంది. ఎవరితోనూ పంచుకోవద్దు.`,
    subject: 'మీ Dhvani Shilp ధృవీకరణ కోడ్',
    email: (t) => `నమస్కారం,\n\n${t}\n\nమీరు దీన్ని అడగకపోతే, ఈ ఈమెయిల్‌ను పట్టించుకోకండి.\n`,
  },
  gu: {
    code: (c, m) => `${c} તમારો Dhvani Shilp ચકાસણી કોડ છે. તે ${m} મિનિટમાં પૂરો થશે. તે કોઈને કહેશો નહીં.`,
    subject: 'તમારો Dhvani Shilp ચકાસણી કોડ',
    email: (t) => `નમસ્તે,\n\n${t}\n\nજો તમે આ માગ્યો ન હોય, તો આ ઇમેઇલ અવગણો.\n`,
  },
  pa: {
    code: (c, m) => `${c} ਤੁਹਾਡਾ Dhvani Shilp ਪੁਸ਼ਟੀ ਕੋਡ ਹੈ। ਇਹ ${m} ਮਿੰਟਾਂ ਵਿੱਚ ਖਤਮ ਹੋ ਜਾਵੇਗਾ। ਇਹ ਕਦੇ ਕਿਸੇ ਨੂੰ ਨਾ ਦੱਸੋ।`,
    subject: 'ਤੁਹਾਡਾ Dhvani Shilp ਪੁਸ਼ਟੀ ਕੋਡ',
    email: (t) => `ਸਤ ਸ੍ਰੀ ਅਕਾਲ,\n\n${t}\n\nਜੇ ਤੁਸੀਂ ਇਹ ਨਹੀਂ ਮੰਗਿਆ ਸੀ, ਤਾਂ ਇਸ ਈਮੇਲ ਨੂੰ ਅਣਡਿੱਠਾ ਕਰੋ।\n`,
  },
  or: {
    code: (c, m) => `${c} ଆପଣଙ୍କ Dhvani Shilp ଯାଞ୍ଚ କୋଡ୍। ଏହା ${m} ମିନିଟରେ ଶେଷ ହେବ। କାହାକୁ ବି କହନ୍ତୁ ନାହିଁ।`,
    subject: 'ଆପଣଙ୍କ Dhvani Shilp ଯାଞ୍ଚ କୋଡ୍',
    email: (t) => `ନମସ୍କାର,\n\n${t}\n\nଯଦି ଆପଣ ଏହା ମାଗିନଥିଲେ, ଏହି ଇମେଲକୁ ଅଣଦେଖା କରନ୍ତୁ।\n`,
  },
  kn: {
    code: (c, m) => `${c} ನಿಮ್ಮ Dhvani Shilp ಪರಿಶೀಲನಾ ಕೋಡ್. ಇದು ${m} ನಿಮಿಷಗಳಲ್ಲಿ ಮುಗಿಯುತ್ತದೆ. ಯಾರಿಗೂ ಹೇಳಬೇಡಿ.`,
    subject: 'ನಿಮ್ಮ Dhvani Shilp ಪರಿಶೀಲನಾ ಕೋಡ್',
    email: (t) => `ನಮಸ್ಕಾರ,\n\n${t}\n\nನೀವು ಇದನ್ನು ಕೇಳಿಲ್ಲದಿದ್ದರೆ, ಈ ಇಮೇಲ್ ಅನ್ನು ಕಡೆಗಣಿಸಿ.\n`,
  },
  bn: {
    code: (c, m) => `${c} আপনার Dhvani Shilp যাচাই কোড। এটি ${m} মিনিটে শেষ হয়ে যাবে। কাউকে জানাবেন না।`,
    subject: 'আপনার Dhvani Shilp যাচাই কোড',
    email: (t) => `নমস্কার,\n\n${t}\n\nআপনি এটি না চেয়ে থাকলে এই ইমেলটি উপেক্ষা করুন।\n`,
  },
  ml: {
    code: (c, m) =>
      `${c} ആണ് നിങ്ങളുടെ Dhvani Shilp സ്ഥിരീകരണ കോഡ്. ഇത് ${m} മിനിറ്റിൽ കാലഹരണപ്പെടും. ആരുമായും പങ്കിടരുത്.`,
    subject: 'നിങ്ങളുടെ Dhvani Shilp സ്ഥിരീകരണ കോഡ്',
    email: (t) => `നമസ്കാരം,\n\n${t}\n\nനിങ്ങൾ ഇത് ആവശ്യപ്പെട്ടിട്ടില്ലെങ്കിൽ ഈ ഇമെയിൽ അവഗണിക്കുക.\n`,
  },
};

interface ChangeTexts {
  confirmSubject: string;
  confirm: (code: string, minutes: number) => string;
  noticeSubject: string;
  notice: (oldEmail: string, newEmail: string) => string;
}

const CHANGE_TEXTS: Partial<Record<Locale, ChangeTexts>> = {
  en: {
    confirmSubject: 'Confirm your new Dhvani Shilp email address',
    confirm: (c, m) =>
      `Hello,\n\nSomeone asked to use this address for a Dhvani Shilp account. To confirm it, enter ${c} on your profile page. It expires in ${m} minutes; never share it with anyone.\n\nIf it was not you, ignore this e-mail: nothing changes without the code.\n`,
    noticeSubject: 'Your Dhvani Shilp email address was changed',
    notice: (o, n) =>
      `Hello,\n\nThe email address of your Dhvani Shilp account was changed from ${o} to ${n}. ` +
      'Sign-in e-mails and codes now go to the new address.\n\n' +
      'If you did not do this, sign in with your phone number, change your password, and write to us ' +
      'through the contact page.\n',
  },
  hi: {
    confirmSubject: 'अपने नए Dhvani Shilp ईमेल पते की पुष्टि करें',
    confirm: (c, m) =>
      `नमस्ते,\n\nकिसी ने इस पते को Dhvani Shilp खाते के लिए इस्तेमाल करने को कहा है। पुष्टि के लिए अपने प्रोफ़ाइल पेज पर ${c} डालें। यह कोड ${m} मिनट में खत्म हो जाएगा; इसे कभी किसी को न बताएँ।\n\nअगर यह आप नहीं थे, तो इस ईमेल को अनदेखा करें: कोड के बिना कुछ नहीं बदलेगा।\n`,
    noticeSubject: 'आपके Dhvani Shilp खाते का ईमेल पता बदल गया है',
    notice: (o, n) =>
      `नमस्ते,\n\nआपके Dhvani Shilp खाते का ईमेल पता ${o} से बदलकर ${n} कर दिया गया है। ` +
      'साइन इन के ईमेल और कोड अब नए पते पर जाएँगे।\n\n' +
      'अगर यह आपने नहीं किया, तो अपने फ़ोन नंबर से साइन इन करें, पासवर्ड बदलें और संपर्क पेज से हमें लिखें।\n',
  },
};

export function codeSms(locale: Locale, code: string, minutes: number): { subject: null; text: string } {
  return { subject: null, text: CODE_TEXTS[locale].code(code, minutes) };
}

export function codeEmail(locale: Locale, code: string, minutes: number): { subject: string; text: string } {
  const texts = CODE_TEXTS[locale];
  return { subject: texts.subject, text: texts.email(texts.code(code, minutes)) };
}

const changeTexts = (locale: Locale) => CHANGE_TEXTS[locale] ?? CHANGE_TEXTS.en!;

export function emailChangeCode(locale: Locale, code: string, minutes: number) {
  const texts = changeTexts(locale);
  return { subject: texts.confirmSubject, text: texts.confirm(code, minutes) };
}

export function emailChangedNotice(locale: Locale, oldEmail: string, newEmail: string) {
  const texts = changeTexts(locale);
  return { subject: texts.noticeSubject, text: texts.notice(oldEmail, newEmail) };
}
