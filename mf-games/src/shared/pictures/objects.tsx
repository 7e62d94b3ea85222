import type { ReactElement } from 'react';
import type { PictureObject } from '@flourishly/contracts';

/** Shapes and everyday things on a 64x64 grid, each in its own colour so patterns are easy to see. */
const INK = '#2b2b2b';
const outline = { stroke: INK, strokeWidth: 2.5, strokeLinejoin: 'round', strokeLinecap: 'round' } as const;

/** Points of a regular star, for the star picture. */
const starPoints = Array.from({ length: 10 }, (_, index) => {
  const radius = index % 2 === 0 ? 27 : 11;
  const angle = (Math.PI / 5) * index - Math.PI / 2;
  return `${(32 + radius * Math.cos(angle)).toFixed(1)},${(34 + radius * Math.sin(angle)).toFixed(1)}`;
}).join(' ');

const HEART_PATH = 'M32 56 Q6 38 8 22 Q10 8 24 10 Q30 12 32 18 Q34 12 40 10 Q54 8 56 22 Q58 38 32 56 Z';

export const OBJECT_DRAWINGS: Record<PictureObject, ReactElement> = {
  circle: <circle cx="32" cy="32" r="24" fill="#3a86d4" {...outline} />,
  square: <rect x="10" y="10" width="44" height="44" fill="#43a047" {...outline} />,
  triangle: <polygon points="32,8 58,54 6,54" fill="#8e44ad" {...outline} />,
  rectangle: <rect x="4" y="18" width="56" height="28" fill="#00897b" {...outline} />,
  oval: <ellipse cx="32" cy="32" rx="18" ry="26" fill="#f06292" {...outline} />,
  diamond: <polygon points="32,4 54,32 32,60 10,32" fill="#ef6c00" {...outline} />,
  star: <polygon points={starPoints} fill="#fdd835" {...outline} />,
  heart: <path d={HEART_PATH} fill="#e53935" {...outline} />,
  moon: <path d="M40 6 Q14 10 14 32 Q14 54 40 58 Q22 48 22 32 Q22 16 40 6 Z" fill="#fff59d" {...outline} />,
  sun: (
    <>
      {Array.from({ length: 8 }, (_, index) => (
        <line
          key={index}
          x1="32"
          y1="4"
          x2="32"
          y2="14"
          stroke="#ef6c00"
          strokeWidth="4"
          strokeLinecap="round"
          transform={`rotate(${index * 45} 32 32)`}
        />
      ))}
      <circle cx="32" cy="32" r="14" fill="#ffb300" {...outline} />
    </>
  ),
  cloud: <path d="M16 46 Q4 46 6 36 Q8 28 18 30 Q18 16 32 16 Q44 16 46 28 Q58 26 58 38 Q58 46 48 46 Z" fill="#b3d4f5" {...outline} />,
  leaf: (
    <>
      <path d="M10 54 Q8 14 54 8 Q56 50 10 54 Z" fill="#66bb6a" {...outline} />
      <path d="M10 54 Q30 34 46 18" fill="none" {...outline} />
    </>
  ),
  fish: (
    <>
      <path d="M6 32 Q24 12 44 32 Q24 52 6 32 Z" fill="#fb8c00" {...outline} />
      <path d="M42 32 L58 20 L58 44 Z" fill="#fb8c00" {...outline} />
      <circle cx="16" cy="29" r="2.5" fill={INK} />
    </>
  ),
  ball: (
    <>
      <circle cx="32" cy="32" r="24" fill="#fff" {...outline} />
      <path d="M32 8 Q18 32 32 56" fill="none" stroke="#e53935" strokeWidth="6" />
      <path d="M32 8 Q46 32 32 56" fill="none" stroke="#1e88e5" strokeWidth="6" />
      <circle cx="32" cy="32" r="24" fill="none" {...outline} />
    </>
  ),
  block: (
    <>
      <polygon points="10,22 32,12 54,22 32,32" fill="#ffca28" {...outline} />
      <polygon points="10,22 32,32 32,58 10,48" fill="#e53935" {...outline} />
      <polygon points="54,22 32,32 32,58 54,48" fill="#1e88e5" {...outline} />
    </>
  ),
  flower: (
    <>
      <path d="M32 36 L32 62" stroke="#2e7d32" strokeWidth="4" />
      {Array.from({ length: 6 }, (_, index) => (
        <ellipse key={index} cx="32" cy="14" rx="7" ry="11" fill="#ec407a" {...outline} transform={`rotate(${index * 60} 32 26)`} />
      ))}
      <circle cx="32" cy="26" r="7" fill="#fdd835" {...outline} />
    </>
  ),
};
