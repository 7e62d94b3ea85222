import type { GameQuestion } from '@flourishly/contracts';

/** The languages a question can be read aloud in: the language of its text, not of the screen. */
export type SpeechLanguage = 'en' | 'hi';

/** The tag each language is spoken with, where the device's voice does not say its own. */
const SPEECH_TAGS: Record<SpeechLanguage, string> = { en: 'en-IN', hi: 'hi-IN' };

/**
 * How the answers are offered aloud, in the language of the voice (which may differ from the
 * screen's when a text has no Hindi yet): "Is it 3? Or 5?".
 */
const CHOICE_WORDS: Record<SpeechLanguage, { first: (answer: string) => string; other: (answer: string) => string }> = {
  en: { first: (answer) => `Is it ${answer}?`, other: (answer) => `Or ${answer}?` },
  hi: { first: (answer) => `क्या यह ${answer} है?`, other: (answer) => `या ${answer}?` },
};

/** The language of a text: Hindi when it has Devanagari letters (U+0900-U+097F), else English. */
export function textLanguage(text: string): SpeechLanguage {
  return /[\u0900-\u097F]/u.test(text) ? 'hi' : 'en';
}

/**
 * The text read for a question in `language`: the question, then its answers as choices ("Is it
 * 3? Or 5?"), never with their key numbers, which a child learning to count would hear as answers.
 */
export function readAloudText(question: Pick<GameQuestion, 'question' | 'answers'>, language: SpeechLanguage = 'en'): string {
  const words = CHOICE_WORDS[language];
  return [question.question, ...question.answers.map((answer, index) => (index === 0 ? words.first(answer) : words.other(answer)))].join(
    ' ',
  );
}

/** What of a speech synthesis voice the choice reads (SpeechSynthesisVoice has more). */
export type VoiceInfo = Pick<SpeechSynthesisVoice, 'lang'>;

/** How to read a text: its language, the utterance's `lang` tag and the voice (null: the device's default). */
export interface SpeechChoice<Voice extends VoiceInfo = SpeechSynthesisVoice> {
  language: SpeechLanguage;
  lang: string;
  voice: Voice | null;
}

/** A voice's primary language and region, lower case ('en_IN' and 'en-IN' both give 'en-in'). */
const tagOf = (voice: VoiceInfo) => voice.lang.toLowerCase().replace(/_/g, '-');

/**
 * The voice to read `text` with among the device's `voices` (speechSynthesis.getVoices()). Hindi
 * text needs a Hindi voice (`hi-IN` first, then any `hi`): without one it returns null, and the
 * question is left for the parent to read from the screen, since an English voice reads Devanagari
 * as silence or noise. English text takes an Indian English voice, else British, else any English
 * one, else the device's default voice tagged `en-IN`.
 */
export function chooseSpeech<Voice extends VoiceInfo>(text: string, voices: readonly Voice[]): SpeechChoice<Voice> | null {
  const language = textLanguage(text);
  const preferred = language === 'hi' ? ['hi-in', 'hi'] : ['en-in', 'en-gb', 'en'];
  for (const tag of preferred) {
    const voice = voices.find((candidate) => tagOf(candidate) === tag || (!tag.includes('-') && tagOf(candidate).startsWith(`${tag}-`)));
    if (voice) return { language, lang: voice.lang, voice };
  }
  return language === 'hi' ? null : { language, lang: SPEECH_TAGS.en, voice: null };
}
