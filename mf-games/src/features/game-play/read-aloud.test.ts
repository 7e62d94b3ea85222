import { chooseSpeech, readAloudText, textLanguage } from './read-aloud';

const voice = (lang: string, name = lang) => ({ lang, name });

describe('chooseSpeech', () => {
  it('reads Hindi text with a Hindi voice, preferring hi-IN', () => {
    const voices = [voice('en-US'), voice('hi'), voice('hi-IN', 'Lekha')];
    expect(chooseSpeech('कितने तारे हैं?', voices)).toEqual({ language: 'hi', lang: 'hi-IN', voice: voice('hi-IN', 'Lekha') });
    expect(chooseSpeech('कितने तारे हैं?', [voice('en-GB'), voice('hi_IN')])).toEqual({ language: 'hi', lang: 'hi_IN', voice: voice('hi_IN') });
  });

  it('does not read Hindi text where the device has no Hindi voice', () => {
    expect(chooseSpeech('कितने तारे हैं?', [voice('en-IN'), voice('en-GB')])).toBeNull();
    expect(chooseSpeech('कितने तारे हैं?', [])).toBeNull();
  });

  it('reads English text with Indian English, else British, else any English voice, else the default', () => {
    const british = voice('en-GB');
    expect(chooseSpeech('How many stars?', [voice('hi-IN'), british, voice('en-IN', 'Rishi')])?.voice).toEqual(voice('en-IN', 'Rishi'));
    expect(chooseSpeech('How many stars?', [voice('en-US'), british])?.voice).toBe(british);
    expect(chooseSpeech('How many stars?', [voice('fr-FR'), voice('en-US')])).toEqual({
      language: 'en',
      lang: 'en-US',
      voice: voice('en-US'),
    });
    expect(chooseSpeech('How many stars?', [voice('hi-IN')])).toEqual({ language: 'en', lang: 'en-IN', voice: null });
  });

  it('goes by the text, not the screen: an English question left untranslated is read in English', () => {
    expect(chooseSpeech('p _ g', [voice('hi-IN'), voice('en-IN')])?.language).toBe('en');
    expect(textLanguage('कौन-सा अक्षर गायब है? p _ g')).toBe('hi');
  });
});

describe('readAloudText', () => {
  it('offers the answers as choices in the language of the voice', () => {
    expect(readAloudText({ question: 'कितने तारे हैं?', answers: ['3', '5'] }, 'hi')).toBe('कितने तारे हैं? क्या यह 3 है? या 5?');
    expect(readAloudText({ question: 'How many stars?', answers: ['3', '5'] })).toBe('How many stars? Is it 3? Or 5?');
  });
});
