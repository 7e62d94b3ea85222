import { useCallback, useEffect, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { GameQuestion } from '@flourishly/contracts';
import { Button, MutedText } from '@flourishly/platform';
import { WithMessages } from '../../shared/WithMessages';
import { gamePlayMessages } from './messages';
import { chooseSpeech, readAloudText, type SpeechChoice } from './read-aloud';

export { readAloudText } from './read-aloud';

/** Where the parent's choice to read questions aloud automatically is remembered. */
export const AUTO_READ_STORAGE_KEY = 'flourishly.games.autoRead';
/** Games whose youngest players are under this age read each question aloud by default. */
export const AUTO_READ_BELOW_AGE = 6;

const speechAvailable = () =>
  typeof window !== 'undefined' && 'speechSynthesis' in window && typeof SpeechSynthesisUtterance !== 'undefined';

/** A speaker drawn in SVG (an emoji may show as an empty box where the font lacks it). */
const SpeakerIcon = () => (
  <svg
    aria-hidden="true"
    focusable="false"
    width="20"
    height="20"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
    <path d="M16.5 8.5a5 5 0 0 1 0 7" />
    <path d="M19 6a8.5 8.5 0 0 1 0 12" />
  </svg>
);

/** Reads text with the browser's speech synthesis (Web Speech API) in the chosen voice, stopping anything still speaking. */
function speak(text: string, choice: SpeechChoice) {
  window.speechSynthesis.cancel();
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = choice.lang;
  if (choice.voice) utterance.voice = choice.voice;
  window.speechSynthesis.speak(utterance);
}

/** The device's voices, again when the browser has loaded them (Chrome lists none at first). */
function useVoices(supported: boolean): SpeechSynthesisVoice[] {
  const synthesis = supported ? window.speechSynthesis : null;
  const read = () => synthesis?.getVoices?.() ?? [];
  const [voices, setVoices] = useState(read);
  useEffect(() => {
    if (!synthesis?.addEventListener) return undefined;
    const update = () => setVoices(synthesis.getVoices());
    synthesis.addEventListener('voiceschanged', update);
    return () => synthesis.removeEventListener('voiceschanged', update);
  }, [synthesis]);
  return voices;
}

function readStoredChoice(): boolean | null {
  try {
    const stored = window.localStorage.getItem(AUTO_READ_STORAGE_KEY);
    return stored === null ? null : stored === 'on';
  } catch {
    return null;
  }
}

const StyledReadAloud = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.md};
`;

const StyledToggle = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

export interface ReadAloudProps {
  question: Pick<GameQuestion, 'question' | 'answers'>;
  /** Changes with each question, so automatic reading happens once per question. */
  questionKey: number;
  /** The game's youngest age: under AUTO_READ_BELOW_AGE, questions are read automatically unless turned off. */
  gameMinAge: number;
}

/**
 * A speaker button that reads the question and its answers aloud, and for games for pre-readers
 * a switch (remembered in this browser) that reads each new question automatically. The voice
 * speaks the question's language (read-aloud.ts): a Hindi question where the device has no Hindi
 * voice is left on the screen for the parent to read, with a note saying so. Renders nothing
 * where the browser has no speech synthesis.
 */
export function ReadAloud(props: ReadAloudProps) {
  return (
    <WithMessages catalog={gamePlayMessages}>
      <ReadAloudControls {...props} />
    </WithMessages>
  );
}

function ReadAloudControls({ question, questionKey, gameMinAge }: ReadAloudProps) {
  const intl = useIntl();
  const [supported] = useState(speechAvailable);
  const voices = useVoices(supported);
  const forPreReaders = gameMinAge < AUTO_READ_BELOW_AGE;
  const [autoRead, setAutoRead] = useState(() => forPreReaders && readStoredChoice() !== false);
  const choice = useMemo(() => chooseSpeech(question.question, voices), [question.question, voices]);
  const text = choice ? readAloudText(question, choice.language) : '';
  const readNow = useCallback(() => {
    if (choice) speak(text, choice);
  }, [text, choice]);
  const speakable = choice !== null;

  useEffect(() => {
    if (supported && autoRead && choice) speak(text, choice);
    // Read once per question (or once its voice has loaded), not again when the switch is turned back on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [supported, questionKey, speakable]);

  useEffect(
    () => () => {
      if (speechAvailable()) window.speechSynthesis.cancel();
    },
    [],
  );

  if (!supported) return null;
  if (!choice) {
    return (
      <MutedText>
        <FormattedMessage id="games.play.noHindiVoice" />
      </MutedText>
    );
  }
  const changeAutoRead = (on: boolean) => {
    setAutoRead(on);
    if (!on) window.speechSynthesis.cancel();
    try {
      window.localStorage.setItem(AUTO_READ_STORAGE_KEY, on ? 'on' : 'off');
    } catch {
      // Private mode may refuse storage; the choice then lasts for this page only.
    }
  };

  return (
    <StyledReadAloud>
      <Button $variant="secondary" onClick={readNow} aria-label={intl.formatMessage({ id: 'games.play.readAloudLabel' })}>
        <SpeakerIcon /> <FormattedMessage id="games.play.readAloud" />
      </Button>
      {forPreReaders ? (
        <StyledToggle>
          <input type="checkbox" checked={autoRead} onChange={(event) => changeAutoRead(event.target.checked)} />
          <FormattedMessage id="games.play.autoRead" />
        </StyledToggle>
      ) : null}
    </StyledReadAloud>
  );
}
