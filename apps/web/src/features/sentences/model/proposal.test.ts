import { describe, expect, it } from 'vitest';
import { checkProposal, emptyProposal } from './proposal';

describe('the proposal form', () => {
  const filled = { ...emptyProposal('Hindi'), domain: 'retail' as const, publicDomain: true };

  it('names the rule a sentence breaks, as the server would', () => {
    expect(checkProposal({ ...filled, sentence: 'मेरे पास 5 किताबें हैं।' })).toEqual({
      field: 'sentence',
      reason: 'digits',
    });
    expect(checkProposal({ ...filled, sentence: 'नमस्ते' })).toEqual({
      field: 'sentence',
      reason: 'too_few_words',
    });
  });

  it('asks for the domain, the source and the dedication in the order they are on screen', () => {
    const sentence = 'बाज़ार में आज सब्ज़ियाँ बहुत ताज़ी मिल रही थीं।';
    expect(checkProposal({ ...filled, domain: '', sentence })).toEqual({ field: 'domain' });
    expect(checkProposal({ ...filled, sentence, origin: 'source', source: ' ' })).toEqual({
      field: 'source',
    });
    expect(checkProposal({ ...filled, sentence, publicDomain: false })).toEqual({ field: 'publicDomain' });
  });

  it('sends the normalised sentence, and null as the source of one’s own words', () => {
    expect(checkProposal({ ...filled, sentence: '  बाज़ार में आज सब्ज़ियाँ बहुत ताज़ी मिल रही थीं . ' })).toEqual({
      language: 'Hindi',
      domain: 'retail',
      sentence: 'बाज़ार में आज सब्ज़ियाँ बहुत ताज़ी मिल रही थीं।',
      source: null,
      publicDomain: true,
    });
  });
});
