import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTO_READ_STORAGE_KEY, ReadAloud, readAloudText } from './ReadAloud';
import { renderWithPlatform, testUser } from '../../testing/render-with-platform';

const question = { question: 'How does Mia feel?', answers: ['happy', 'sad'] };

/** Installs a fake speech synthesis that records what is spoken. */
function installSpeech() {
  const spoken: string[] = [];
  class Utterance {
    constructor(public text: string) {}
  }
  Object.assign(window, {
    SpeechSynthesisUtterance: Utterance,
    speechSynthesis: { speak: (utterance: Utterance) => spoken.push(utterance.text), cancel: jest.fn() },
  });
  return spoken;
}

function removeSpeech() {
  delete (window as Partial<Window> & { speechSynthesis?: unknown }).speechSynthesis;
  delete (window as { SpeechSynthesisUtterance?: unknown }).SpeechSynthesisUtterance;
}

afterEach(() => {
  removeSpeech();
  window.localStorage.clear();
});

it('reads the answers as choices, never with their key numbers ("Is it 3? Or 5?")', () => {
  expect(readAloudText(question)).toBe('How does Mia feel? Is it happy? Or sad?');
  expect(readAloudText({ question: 'How many stars are there?', answers: ['3', '5', '4'] })).toBe(
    'How many stars are there? Is it 3? Or 5? Or 4?',
  );
});

it('draws the speaker as an SVG icon, not an emoji a phone may show as an empty box', async () => {
  installSpeech();
  renderWithPlatform(<ReadAloud question={question} questionKey={0} gameMinAge={6} />);
  const button = await screen.findByRole('button', { name: /read aloud/i });
  expect(button.querySelector('svg')).not.toBeNull();
  expect(button.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
});

it('hides the speaker where the browser has no speech synthesis', () => {
  renderWithPlatform(<ReadAloud question={question} questionKey={0} gameMinAge={3} />);
  expect(screen.queryByRole('button', { name: /read aloud/i })).toBeNull();
});

it('reads a pre-reader game question automatically, and again on the speaker button', async () => {
  const spoken = installSpeech();
  renderWithPlatform(<ReadAloud question={question} questionKey={0} gameMinAge={3} />);
  expect(spoken).toEqual(['How does Mia feel? Is it happy? Or sad?']);
  await userEvent.click(await screen.findByRole('button', { name: /read aloud/i }));
  expect(spoken).toHaveLength(2);
});

it('lets the parent turn automatic reading off, remembered for the next question and visit', async () => {
  const spoken = installSpeech();
  const { unmount } = renderWithPlatform(<ReadAloud question={question} questionKey={0} gameMinAge={2} />);
  await userEvent.click(await screen.findByRole('checkbox', { name: /read each question aloud automatically/i }));
  expect(window.localStorage.getItem(AUTO_READ_STORAGE_KEY)).toBe('off');
  unmount();
  renderWithPlatform(<ReadAloud question={{ ...question, question: 'Next?' }} questionKey={1} gameMinAge={2} />);
  expect(await screen.findByRole('checkbox', { name: /automatically/i })).not.toBeChecked();
  expect(spoken).toEqual(['How does Mia feel? Is it happy? Or sad?']);
});

it('does not read automatically for games from age 6, but offers the speaker', async () => {
  const spoken = installSpeech();
  renderWithPlatform(<ReadAloud question={question} questionKey={0} gameMinAge={6} />);
  expect(await screen.findByRole('button', { name: /read aloud/i })).toBeVisible();
  expect(screen.queryByRole('checkbox')).toBeNull();
  expect(spoken).toEqual([]);
});

/** A fake speech synthesis with `voices` that records each utterance's text, tag and voice. */
function installVoices(voices: { lang: string; name: string }[]) {
  const spoken: { text: string; lang?: string; voice?: { name: string } }[] = [];
  class Utterance {
    lang?: string;
    voice?: { name: string };
    constructor(public text: string) {}
  }
  Object.assign(window, {
    SpeechSynthesisUtterance: Utterance,
    speechSynthesis: { speak: (utterance: Utterance) => spoken.push({ ...utterance }), cancel: jest.fn(), getVoices: () => voices },
  });
  return spoken;
}

const hindiQuestion = { question: 'मीरा कैसा महसूस कर रही है?', answers: ['खुश', 'उदास'] };
const hindiParent = { user: { ...testUser, locale: 'hi' as const } };

it('reads a Hindi question in a Hindi voice, with the choices in Hindi', async () => {
  const spoken = installVoices([
    { lang: 'en-IN', name: 'Rishi' },
    { lang: 'hi-IN', name: 'Lekha' },
  ]);
  await act(async () => renderWithPlatform(<ReadAloud question={hindiQuestion} questionKey={0} gameMinAge={3} />, hindiParent));
  expect(spoken).toEqual([
    { text: 'मीरा कैसा महसूस कर रही है? क्या यह खुश है? या उदास?', lang: 'hi-IN', voice: { lang: 'hi-IN', name: 'Lekha' } },
  ]);
  expect(screen.getByRole('button', { name: 'पढ़कर सुनाएँ: सवाल और उसके जवाब' })).toHaveTextContent('पढ़कर सुनाएँ');
  expect(screen.getByRole('checkbox', { name: 'हर सवाल अपने-आप पढ़कर सुनाएँ' })).toBeChecked();
});

it('leaves a Hindi question on the screen, with a note, where the device has no Hindi voice', async () => {
  const spoken = installVoices([{ lang: 'en-IN', name: 'Rishi' }]);
  await act(async () => renderWithPlatform(<ReadAloud question={hindiQuestion} questionKey={0} gameMinAge={3} />, hindiParent));
  expect(screen.getByText(/^इस डिवाइस में हिन्दी आवाज़ नहीं है/)).toBeInTheDocument();
  expect(screen.queryByRole('button')).toBeNull();
  expect(spoken).toEqual([]);
});

it('reads a question still in English in an English voice, on a Hindi screen too', async () => {
  const spoken = installVoices([
    { lang: 'hi-IN', name: 'Lekha' },
    { lang: 'en-IN', name: 'Rishi' },
  ]);
  await act(async () => renderWithPlatform(<ReadAloud question={question} questionKey={0} gameMinAge={3} />, hindiParent));
  expect(spoken).toEqual([{ text: 'How does Mia feel? Is it happy? Or sad?', lang: 'en-IN', voice: { lang: 'en-IN', name: 'Rishi' } }]);
});
