import { describe, expect, it } from 'vitest';
import { checkSentence, normaliseSentence, sentenceKey, sentenceWords } from './sentences.js';

const reasonOf = (text: string, language: Parameters<typeof checkSentence>[1]) => {
  const check = checkSentence(text, language);
  return check.ok ? 'ok' : check.reason;
};

describe('normaliseSentence', () => {
  it('composes to NFC, drops invisible characters and collapses every kind of space', () => {
    const decomposed = 'क\u093c'; // क + nukta, which NFC keeps as two code points (a composition exclusion)
    expect(normaliseSentence(`\ufeff  मेरा\u00a0 ${decomposed}म\u200b  है ।`, 'Hindi')).toBe(
      `मेरा ${decomposed.normalize('NFC')}म है।`,
    );
    expect(normaliseSentence('Cafe\u0301 opens\tat nine\r\n')).toBe('Café opens at nine');
  });

  it('straightens typographic quotes, joins three dots and removes spaces before closing punctuation', () => {
    expect(normaliseSentence('“It’s late” , she said ...')).toBe(`"It's late", she said…`);
  });

  it('ends a sentence with the danda in the languages that use it, and leaves the others alone', () => {
    expect(normaliseSentence('दुकान आठ बजे खुलती है.', 'Hindi')).toBe('दुकान आठ बजे खुलती है।');
    expect(normaliseSentence('ਦੁਕਾਨ ਖੁੱਲ੍ਹੀ ਹੈ |', 'Punjabi')).toBe('ਦੁਕਾਨ ਖੁੱਲ੍ਹੀ ਹੈ।');
    expect(normaliseSentence('கடை திறந்திருக்கிறது.', 'Tamil')).toBe('கடை திறந்திருக்கிறது.');
  });
});

describe('sentenceKey', () => {
  it('is the same for texts that differ only in case, punctuation, spaces or joiners', () => {
    expect(sentenceKey('The shop opens at nine.')).toBe(sentenceKey('the  shop opens, at nine!'));
    expect(sentenceKey('ക്‍ഷമ ചോദിക്കുന്നു')).toBe(sentenceKey('ക്ഷമ ചോദിക്കുന്നു.'));
    expect(sentenceKey('The shop opens at nine.')).not.toBe(sentenceKey('The shop opens at ten.'));
  });
});

describe('checkSentence', () => {
  it('accepts a plain sentence in each script and returns it normalised with its key', () => {
    const check = checkSentence('  डॉक्टर ने मुझे आराम करने को कहा . ', 'Hindi');
    expect(check).toEqual({
      ok: true,
      text: 'डॉक्टर ने मुझे आराम करने को कहा।',
      key: 'डॉक्टर ने मुझे आराम करने को कहा',
    });
    expect(reasonOf('மருத்துவர் என்னை ஓய்வெடுக்கச் சொன்னார்.', 'Tamil')).toBe('ok');
    expect(reasonOf("Please don't forget your umbrella today.", 'English')).toBe('ok');
  });

  it('gives one reason per broken rule', () => {
    expect(reasonOf('   ', 'English')).toBe('empty');
    expect(reasonOf('word '.repeat(1000), 'English')).toBe('too_long');
    expect(reasonOf('Visit https://example.org for the form today.', 'English')).toBe('url');
    expect(reasonOf('Write to help@example.org for the form.', 'English')).toBe('email');
    expect(reasonOf('The <b>shop</b> opens at nine.', 'English')).toBe('html');
    expect(reasonOf('Tom &amp; Jerry are good friends.', 'English')).toBe('html');
    expect(reasonOf('The shop opens at 9 every day.', 'English')).toBe('digits');
    expect(reasonOf('दुकान ९ बजे खुलती है।', 'Hindi')).toBe('digits');
    expect(reasonOf('दुकान के पास UPI से भुगतान होता है।', 'Hindi')).toBe('latin_in_indic');
    expect(reasonOf('दुकान के पास கடை है और खुली है।', 'Hindi')).toBe('mixed_scripts');
    expect(reasonOf('यह हिंदी का एक वाक्य है।', 'Tamil')).toBe('wrong_script');
    expect(reasonOf('यह हिंदी का एक वाक्य है।', 'English')).toBe('wrong_script');
    expect(reasonOf('The price is fifty rupees # only today.', 'English')).toBe('symbols');
    expect(reasonOf('Mix salt & sugar in warm water.', 'English')).toBe('symbols');
    expect(reasonOf('Pay the bill with UPI before noon today.', 'English')).toBe('abbreviation');
    expect(reasonOf('Bring snacks, e.g. fruit and nuts, for the trip.', 'English')).toBe('abbreviation');
    expect(reasonOf('There was an error in the bill today.', 'English')).toBe('spec_reserved');
    expect(reasonOf('Come here now.', 'English')).toBe('ok');
    expect(reasonOf('Come here.', 'English')).toBe('too_few_words');
    expect(reasonOf(`${'one '.repeat(14)}more.`, 'English')).toBe('too_many_words');
  });

  it('counts words as a reader says them, not punctuation standing alone', () => {
    expect(sentenceWords('Wait — the bus , is here.')).toEqual(['Wait', 'the', 'bus', 'is', 'here.']);
  });
});
