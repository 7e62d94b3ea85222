import type { ReactElement } from 'react';
import { createIntl, useIntl, type IntlShape } from 'react-intl';
import {
  PICTURE_GAP,
  type GamePicture,
  type PictureBodyPart,
  type PictureChoice,
  type PictureColour,
  type PictureFeeling,
  type PictureObject,
} from '@flourishly/contracts';
import { BODY_DRAWINGS } from './body';
import { FaceDrawing } from './faces';
import { OBJECT_DRAWINGS } from './objects';
import en from '../messages/en.json';

const COLOUR_FILLS: Record<PictureColour, string> = {
  red: '#e53935',
  yellow: '#fdd835',
  blue: '#1e88e5',
  green: '#43a047',
  orange: '#fb8c00',
  white: '#ffffff',
  pink: '#f48fb1',
  brown: '#795548',
  black: '#212121',
  purple: '#8e24aa',
  grey: '#9e9e9e',
};

/** A paint splash in the colour, outlined so white and yellow show on a white card. */
const colourSplash = (colour: PictureColour) => (
  <path
    d="M32 6 Q44 4 48 14 Q60 16 56 28 Q62 40 50 46 Q48 58 34 56 Q22 62 16 52 Q4 50 8 38 Q2 26 12 20 Q14 8 32 6 Z"
    fill={COLOUR_FILLS[colour]}
    stroke="#2b2b2b"
    strokeWidth="2.5"
  />
);

/** The gap's mark: a drawn symbol, the same in every language (its alt text is translated). */
const GAP_MARK = '?';

const gapDrawing = (
  <>
    <rect x="6" y="6" width="52" height="52" rx="10" fill="#fff" stroke="#4f5d66" strokeWidth="3" strokeDasharray="7 5" />
    <text x="32" y="44" textAnchor="middle" fontSize="34" fontWeight="700" fill="#4f5d66">
      {GAP_MARK}
    </text>
  </>
);

/** The answers of "Is that kind?": a red heart (kind) and a grey cross (unkind), each read by its word. */
const CHOICE_DRAWINGS: Record<PictureChoice, { altId: string; drawing: ReactElement }> = {
  kind: {
    altId: 'games.picture.kind',
    drawing: (
      <path
        d="M32 54 C10 40 6 26 14 17 C21 10 29 13 32 20 C35 13 43 10 50 17 C58 26 54 40 32 54 Z"
        fill="#e53950"
        stroke="#2b2b2b"
        strokeWidth="2.5"
      />
    ),
  },
  unkind: {
    altId: 'games.picture.unkind',
    drawing: (
      <>
        <circle cx="32" cy="32" r="26" fill="#eceff1" stroke="#2b2b2b" strokeWidth="2.5" />
        <path d="M21 21 L43 43 M43 21 L21 43" stroke="#37474f" strokeWidth="7" strokeLinecap="round" />
      </>
    ),
  },
};

/** English alt texts, for a picture described outside any screen. */
const englishIntl = createIntl({ locale: 'en-IN', messages: en });

/**
 * The drawing and alt text of a picture name (`feeling:happy` is a happy face, read "happy face"),
 * the alt text in the language of `intl` (English without one).
 */
export function describePicture(picture: GamePicture, intl: IntlShape = englishIntl): { alt: string; drawing: ReactElement } {
  if (picture === PICTURE_GAP) return { alt: intl.formatMessage({ id: 'games.picture.gap' }), drawing: gapDrawing };
  const [kind, name] = picture.split(':') as [string, string];
  switch (kind) {
    case 'feeling':
      return {
        alt: intl.formatMessage({ id: 'games.picture.feeling' }, { feeling: name }),
        drawing: <FaceDrawing feeling={name as PictureFeeling} />,
      };
    case 'body':
      return { alt: intl.formatMessage({ id: 'games.picture.body' }, { part: name }), drawing: BODY_DRAWINGS[name as PictureBodyPart] };
    case 'colour':
      return { alt: intl.formatMessage({ id: 'games.picture.colour' }, { colour: name }), drawing: colourSplash(name as PictureColour) };
    case 'choice': {
      const { altId, drawing } = CHOICE_DRAWINGS[name as PictureChoice];
      return { alt: intl.formatMessage({ id: altId }), drawing };
    }
    default:
      return { alt: intl.formatMessage({ id: 'games.picture.object' }, { object: name }), drawing: OBJECT_DRAWINGS[name as PictureObject] };
  }
}

export interface GamePictureImageProps {
  picture: GamePicture;
  /** Width and height in CSS pixels. */
  size?: number;
}

/** One picture of a game for pre-readers: an inline SVG with its alt text as the accessible name. */
export function GamePictureImage({ picture, size = 64 }: GamePictureImageProps) {
  const { alt, drawing } = describePicture(picture, useIntl());
  return (
    <svg viewBox="0 0 64 64" width={size} height={size} role="img" aria-label={alt} focusable="false">
      {drawing}
    </svg>
  );
}
