import type { ReactElement } from 'react';
import type { PictureFeeling } from '@flourishly/contracts';

/** Feeling faces on a 64x64 grid: the same round face, with eyes, brows and mouth that show the feeling. */
const INK = '#3b2a05';
const line = { stroke: INK, strokeWidth: 3, strokeLinecap: 'round', fill: 'none' } as const;
const dotEyes = (
  <>
    <circle cx="23" cy="27" r="3.5" fill={INK} />
    <circle cx="41" cy="27" r="3.5" fill={INK} />
  </>
);
const wideEyes = (
  <>
    <circle cx="23" cy="27" r="6" fill="#fff" stroke={INK} strokeWidth="2" />
    <circle cx="41" cy="27" r="6" fill="#fff" stroke={INK} strokeWidth="2" />
    <circle cx="23" cy="28" r="2.5" fill={INK} />
    <circle cx="41" cy="28" r="2.5" fill={INK} />
  </>
);
const raisedBrows = (
  <>
    <path d="M16 16 Q23 11 29 15" {...line} />
    <path d="M35 15 Q41 11 48 16" {...line} />
  </>
);

const FEATURES: Record<PictureFeeling, ReactElement> = {
  happy: (
    <>
      {dotEyes}
      <path d="M19 38 Q32 52 45 38" {...line} />
    </>
  ),
  sad: (
    <>
      {dotEyes}
      <path d="M20 47 Q32 37 44 47" {...line} />
      <path d="M44 33 Q47 39 44 41 Q41 39 44 33 Z" fill="#3a86d4" />
    </>
  ),
  angry: (
    <>
      <path d="M16 19 L29 24" {...line} />
      <path d="M48 19 L35 24" {...line} />
      {dotEyes}
      <path d="M21 46 Q32 39 43 46" {...line} />
    </>
  ),
  scared: (
    <>
      {raisedBrows}
      {wideEyes}
      <path d="M22 46 Q25 42 28 46 Q31 50 34 46 Q37 42 40 46" {...line} />
    </>
  ),
  surprised: (
    <>
      {raisedBrows}
      {wideEyes}
      <ellipse cx="32" cy="45" rx="5" ry="7" fill={INK} />
    </>
  ),
  tired: (
    <>
      <path d="M18 28 Q23 32 28 28" {...line} />
      <path d="M36 28 Q41 32 46 28" {...line} />
      <path d="M26 45 L38 45" {...line} />
      <path d="M50 8 h6 l-6 7 h6" {...line} strokeWidth={2} />
    </>
  ),
  proud: (
    <>
      <path d="M18 29 Q23 23 28 29" {...line} />
      <path d="M36 29 Q41 23 46 29" {...line} />
      <path d="M20 38 Q32 50 44 38 Z" fill={INK} />
      <path d="M54 6 l2 5 5 0 -4 3 2 5 -5 -3 -5 3 2 -5 -4 -3 5 0 Z" fill="#e0a100" />
    </>
  ),
  worried: (
    <>
      <path d="M17 22 L28 18" {...line} />
      <path d="M47 22 L36 18" {...line} />
      {dotEyes}
      <path d="M21 45 Q26 41 32 45 Q38 49 43 45" {...line} />
    </>
  ),
  excited: (
    <>
      {raisedBrows}
      <path d="M18 29 Q23 23 28 29" {...line} />
      <path d="M36 29 Q41 23 46 29" {...line} />
      <path d="M18 37 Q32 56 46 37 Z" fill={INK} />
      <path d="M8 10 l3 4 M56 10 l-3 4 M6 20 h4 M58 20 h-4" {...line} strokeWidth={2} />
    </>
  ),
  calm: (
    <>
      <path d="M18 28 Q23 32 28 28" {...line} />
      <path d="M36 28 Q41 32 46 28" {...line} />
      <path d="M24 42 Q32 47 40 42" {...line} />
    </>
  ),
  silly: (
    <>
      <circle cx="23" cy="27" r="3.5" fill={INK} />
      <path d="M36 27 L46 27" {...line} />
      <path d="M20 40 Q32 48 44 40" {...line} />
      <path d="M28 44 Q28 54 33 54 Q38 54 37 44 Z" fill="#e76f8a" stroke={INK} strokeWidth="2" />
    </>
  ),
  bored: (
    <>
      <path d="M17 27 L29 27" {...line} />
      <path d="M35 27 L47 27" {...line} />
      <circle cx="23" cy="30" r="2.5" fill={INK} />
      <circle cx="41" cy="30" r="2.5" fill={INK} />
      <path d="M23 45 L41 43" {...line} />
    </>
  ),
  shy: (
    <>
      <path d="M19 30 Q23 33 27 30" {...line} />
      <path d="M37 30 Q41 33 45 30" {...line} />
      <ellipse cx="17" cy="38" rx="5" ry="3" fill="#f08080" />
      <ellipse cx="47" cy="38" rx="5" ry="3" fill="#f08080" />
      <path d="M28 44 Q32 46 36 44" {...line} />
    </>
  ),
  loved: (
    <>
      <path d="M23 32 C15 26 18 19 23 23 C28 19 31 26 23 32 Z" fill="#e53950" />
      <path d="M41 32 C33 26 36 19 41 23 C46 19 49 26 41 32 Z" fill="#e53950" />
      <path d="M19 39 Q32 51 45 39" {...line} />
    </>
  ),
  lonely: (
    <>
      <path d="M17 21 Q22 19 28 23" {...line} />
      <path d="M47 21 Q42 19 36 23" {...line} />
      <circle cx="23" cy="29" r="3" fill={INK} />
      <circle cx="41" cy="29" r="3" fill={INK} />
      <path d="M24 46 Q32 41 40 46" {...line} />
    </>
  ),
  hungry: (
    <>
      {dotEyes}
      <path d="M20 40 Q32 50 44 40" {...line} />
      <path d="M38 43 Q44 50 40 53 Q36 52 36 45" fill="#e76f8a" stroke={INK} strokeWidth="2" />
    </>
  ),
};

/** A face showing a feeling. */
export function FaceDrawing({ feeling }: { feeling: PictureFeeling }) {
  return (
    <>
      <circle cx="32" cy="32" r="27" fill={feeling === 'angry' ? '#f4a08c' : '#ffd166'} stroke={INK} strokeWidth="2.5" />
      {FEATURES[feeling]}
    </>
  );
}
