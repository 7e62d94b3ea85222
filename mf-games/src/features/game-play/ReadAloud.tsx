import { useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';
import type { GameQuestion } from '@flourishly/contracts';
import { Button } from '@flourishly/platform';

/** Where the parent's choice to read questions aloud automatically is remembered. */
export const AUTO_READ_STORAGE_KEY = 'flourishly.games.autoRead';
/** Games whose youngest players are under this age read each question aloud by default. */
export const AUTO_READ_BELOW_AGE = 6;

const speechAvailable = () =>
  typeof window !== 'undefined' && 'speechSynthesis' in window && typeof SpeechSynthesisUtterance !== 'undefined';

/**
 * The text read for a question: the question, then its answers as choices ("Is it 3? Or 5?"),
 * never with their key numbers, which a child learning to count would hear as answers.
 */
export const readAloudText = (question: Pick<GameQuestion, 'question' | 'answers'>) =>
  [question.question, ...question.answers.map((answer, index) => (index === 0 ? `Is it ${answer}?` : `Or ${answer}?`))].join(' ');

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

/** Reads text with the browser's speech synthesis (Web Speech API), stopping anything still speaking. */
function speak(text: string) {
  window.speechSynthesis.cancel();
  window.speechSynthesis.speak(new SpeechSynthesisUtterance(text));
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
 * a switch (remembered in this browser) that reads each new question automatically. Renders
 * nothing where the browser has no speech synthesis.
 */
export function ReadAloud({ question, questionKey, gameMinAge }: ReadAloudProps) {
  const [supported] = useState(speechAvailable);
  const forPreReaders = gameMinAge < AUTO_READ_BELOW_AGE;
  const [autoRead, setAutoRead] = useState(() => forPreReaders && readStoredChoice() !== false);
  const text = readAloudText(question);
  const readNow = useCallback(() => speak(text), [text]);

  useEffect(() => {
    if (supported && autoRead) speak(text);
    // Read once per question, not again when the switch is turned back on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [supported, questionKey]);

  useEffect(
    () => () => {
      if (speechAvailable()) window.speechSynthesis.cancel();
    },
    [],
  );

  if (!supported) return null;
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
      <Button $variant="secondary" onClick={readNow} aria-label="Read aloud: the question and its answers">
        <SpeakerIcon /> Read aloud
      </Button>
      {forPreReaders ? (
        <StyledToggle>
          <input type="checkbox" checked={autoRead} onChange={(event) => changeAutoRead(event.target.checked)} />
          Read each question aloud automatically
        </StyledToggle>
      ) : null}
    </StyledReadAloud>
  );
}
