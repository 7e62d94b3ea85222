import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GAME_PICTURES, type GameQuestion } from '@flourishly/contracts';
import { QuestionCard } from './QuestionCard';
import { renderWithPlatform, testUser } from '../../testing/render-with-platform';
import { describePicture } from '../../shared/pictures/GamePictureImage';

const handlers = () => ({ onChoose: jest.fn(), onNext: jest.fn(), onHint: jest.fn() });

function renderQuestion(question: GameQuestion, props = handlers(), gameMinAge?: number) {
  renderWithPlatform(<QuestionCard question={question} index={0} total={8} chosen={null} score={0} gameMinAge={gameMinAge} {...props} />);
  return props;
}

it("shows a pre-reader's tiles without key numbers, and tells screen readers the keys", () => {
  renderQuestion(
    { question: 'How many stars are there?', answers: ['2', '3'], correctAnswer: 0, pictures: ['object:star', 'object:star'] },
    handlers(),
    2,
  );
  const buttons = within(screen.getByRole('group', { name: 'Answers' })).getAllByRole('button');
  expect(buttons.map((button) => button.textContent)).toEqual(['2', '3']);
  expect(buttons.map((button) => button.getAttribute('aria-keyshortcuts'))).toEqual(['1', '2']);
  expect(screen.getByText('Choose an answer (keys 1-2).')).toHaveStyle({ position: 'absolute' });
});

it('keeps the key numbers beside the answers in games for readers', () => {
  renderQuestion({ question: 'What is 2 + 2?', answers: ['3', '4'], correctAnswer: 1 }, handlers(), 6);
  const buttons = within(screen.getByRole('group', { name: 'Answers' })).getAllByRole('button');
  expect(buttons.map((button) => button.textContent)).toEqual(['13', '24']);
});

it('never breaks a spelled-out word across lines (the "p _ g" puzzle)', () => {
  renderQuestion({ question: 'Which letter is missing? p _ g (a pink farm animal that oinks)', answers: ['i', 'a'], correctAnswer: 0 });
  const word = screen.getByText('p _ g');
  expect(word).toHaveStyle({ whiteSpace: 'nowrap' });
  expect(screen.getByRole('heading')).toHaveTextContent('Which letter is missing? p _ g (a pink farm animal that oinks)');
});

it('moves focus to the question in the frame after it is drawn, not while it commits', () => {
  const frames: FrameRequestCallback[] = [];
  const requestFrame = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
  try {
    renderQuestion({ question: 'What is 2 + 2?', answers: ['3', '4'], correctAnswer: 1 });
    const heading = screen.getByRole('heading', { name: 'What is 2 + 2?' });
    expect(heading).not.toHaveFocus();
    frames.forEach((callback) => callback(performance.now()));
    expect(heading).toHaveFocus();
  } finally {
    requestFrame.mockRestore();
  }
});

it('shows a pre-reader the answers as pictures named by their alt text, and chooses one on click', async () => {
  const props = renderQuestion({
    question: 'Mia gets a big hug. How does Mia feel?',
    answers: ['sad', 'happy'],
    correctAnswer: 1,
    answerPictures: ['feeling:sad', 'feeling:happy'],
  });
  const answers = within(screen.getByRole('group', { name: 'Answers' }));
  expect(answers.getAllByRole('img').map((image) => image.getAttribute('aria-label'))).toEqual(['sad face', 'happy face']);
  expect(answers.queryByText('happy')).toBeNull();
  await userEvent.click(answers.getByRole('button', { name: /happy face/ }));
  expect(props.onChoose).toHaveBeenCalledWith(1);
});

it('shows the things to count, one picture each, and keeps number answers as words', () => {
  renderQuestion({
    question: 'How many stars are there?',
    answers: ['2', '3', '4'],
    correctAnswer: 1,
    pictures: ['object:star', 'object:star', 'object:star'],
  });
  expect(within(screen.getByRole('list', { name: 'Pictures' })).getAllByRole('img', { name: 'star' })).toHaveLength(3);
  expect(within(screen.getByRole('group', { name: 'Answers' })).getByRole('button', { name: /3/ })).toBeInTheDocument();
});

it('shows a pattern with its gap', () => {
  renderQuestion({
    question: 'What comes next?',
    answers: ['moon', 'sun'],
    correctAnswer: 0,
    pictures: ['object:star', 'object:moon', 'object:star', 'gap'],
    answerPictures: ['object:moon', 'object:sun'],
  });
  const shown = within(screen.getByRole('list', { name: 'Pictures' })).getAllByRole('img');
  expect(shown.map((image) => image.getAttribute('aria-label'))).toEqual(['star', 'moon', 'star', 'empty space']);
});

it('has a drawing and an alt text for every picture the games may send', () => {
  for (const picture of GAME_PICTURES) {
    const { alt, drawing } = describePicture(picture);
    expect([picture, alt.length > 0, drawing !== undefined]).toEqual([picture, true, true]);
  }
});

it('names the pictures and the parts of the card in Hindi for a Hindi parent', async () => {
  const question: GameQuestion = {
    question: 'आगे क्या आएगा?',
    answers: ['चाँद', 'सूरज'],
    correctAnswer: 0,
    pictures: ['object:star', 'object:moon', 'gap'],
    answerPictures: ['object:moon', 'feeling:happy'],
  };
  await act(async () =>
    renderWithPlatform(<QuestionCard question={question} index={0} total={8} chosen={null} score={0} {...handlers()} />, {
      user: { ...testUser, locale: 'hi' },
    }),
  );
  const shown = within(screen.getByRole('list', { name: 'चित्र' })).getAllByRole('img');
  expect(shown.map((image) => image.getAttribute('aria-label'))).toEqual(['तारा', 'चाँद', 'खाली जगह']);
  const answers = within(screen.getByRole('group', { name: 'जवाब' })).getAllByRole('img');
  expect(answers.map((image) => image.getAttribute('aria-label'))).toEqual(['चाँद', 'खुश चेहरा']);
  expect(screen.getByText('सवाल 1 / 8')).toBeInTheDocument();
});
