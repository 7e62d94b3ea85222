import type { ReactElement } from 'react';
import type { PictureBodyPart } from '@flourishly/contracts';

/** Body parts on a 64x64 grid, drawn simply with a dark outline so each reads at a glance. */
const INK = '#3b2a05';
const SKIN = '#f1c27d';
const outline = { stroke: INK, strokeWidth: 2.5, strokeLinejoin: 'round', strokeLinecap: 'round' } as const;

const eye = (cx: number) => (
  <g key={cx}>
    <path d={`M${cx - 12} 32 Q${cx} 20 ${cx + 12} 32 Q${cx} 44 ${cx - 12} 32 Z`} fill="#fff" {...outline} />
    <circle cx={cx} cy="32" r="5.5" fill="#3a86d4" />
    <circle cx={cx} cy="32" r="2.5" fill={INK} />
  </g>
);

const finger = (x: number, top: number) => <rect key={x} x={x} y={top} width="7" height={44 - top} rx="3.5" fill={SKIN} {...outline} />;

export const BODY_DRAWINGS: Record<PictureBodyPart, ReactElement> = {
  eyes: <>{[eye(18), eye(46)]}</>,
  ears: (
    <>
      <path d="M24 12 Q46 8 46 30 Q46 42 36 46 Q34 56 26 54" fill={SKIN} {...outline} />
      <path d="M30 22 Q38 20 38 30 Q36 36 31 36" fill="none" {...outline} />
    </>
  ),
  nose: (
    <>
      <path d="M30 8 Q28 30 20 42 Q18 50 26 50 Q30 54 34 50 Q42 52 44 44 Q40 36 36 8" fill={SKIN} {...outline} />
      <circle cx="27" cy="46" r="2" fill={INK} />
      <circle cx="37" cy="46" r="2" fill={INK} />
    </>
  ),
  mouth: (
    <>
      <path d="M8 32 Q20 18 32 26 Q44 18 56 32 Q44 48 32 48 Q20 48 8 32 Z" fill="#d9534f" {...outline} />
      <path d="M8 32 Q32 38 56 32" fill="none" {...outline} />
    </>
  ),
  hands: (
    <>
      {[finger(14, 14), finger(22, 8), finger(30, 8), finger(38, 12)]}
      <path d="M13 36 Q12 56 28 58 Q42 58 45 44 L52 30 Q54 24 48 26 L44 34 L45 36 Z" fill={SKIN} {...outline} />
    </>
  ),
  feet: (
    <>
      <path d="M18 30 Q18 18 32 18 Q46 18 46 32 Q46 44 42 54 Q38 62 30 60 Q20 58 20 46 Z" fill={SKIN} {...outline} />
      {[
        [20, 12, 4.5],
        [29, 9, 3.5],
        [37, 9, 3.2],
        [44, 12, 2.8],
        [49, 17, 2.5],
      ].map(([cx, cy, r]) => (
        <circle key={cx} cx={cx} cy={cy} r={r} fill={SKIN} {...outline} />
      ))}
    </>
  ),
  teeth: (
    <path
      d="M14 14 Q22 8 32 12 Q42 8 50 14 Q54 24 48 34 Q46 44 44 56 Q40 58 38 52 Q36 40 32 40 Q28 40 26 52 Q24 58 20 56 Q18 44 16 34 Q10 24 14 14 Z"
      fill="#fff"
      {...outline}
    />
  ),
  legs: (
    <>
      <rect x="17" y="18" width="11" height="38" rx="4" fill={SKIN} {...outline} />
      <rect x="36" y="18" width="11" height="38" rx="4" fill={SKIN} {...outline} />
      <ellipse cx="19" cy="56" rx="9" ry="4.5" fill="#e53935" {...outline} />
      <ellipse cx="45" cy="56" rx="9" ry="4.5" fill="#e53935" {...outline} />
      <path d="M14 6 L50 6 L50 26 L38 26 L32 18 L26 26 L14 26 Z" fill="#3a86d4" {...outline} />
    </>
  ),
  tongue: (
    <>
      <path d="M8 26 Q32 12 56 26 Q32 40 8 26 Z" fill="#8c2f2b" {...outline} />
      <path d="M20 28 Q20 56 32 56 Q44 56 44 28 Z" fill="#f48fb1" {...outline} />
      <path d="M32 32 L32 46" fill="none" {...outline} />
    </>
  ),
  brain: (
    <>
      <path
        d="M12 34 Q6 22 18 16 Q22 6 34 10 Q46 6 50 16 Q60 22 54 34 Q58 46 46 48 Q40 56 32 50 Q22 56 18 48 Q6 46 12 34 Z"
        fill="#f4b6c2"
        {...outline}
      />
      <path d="M32 12 L32 50 M20 24 Q26 28 22 34 M44 24 Q38 28 42 34 M18 40 Q24 40 26 44 M46 40 Q40 40 38 44" fill="none" {...outline} />
    </>
  ),
  heart: (
    <>
      <path d="M32 56 Q6 38 8 22 Q10 8 24 10 Q30 12 32 18 Q34 12 40 10 Q54 8 56 22 Q58 38 32 56 Z" fill="#c62828" {...outline} />
      <path
        d="M14 32 L24 32 L28 24 L34 40 L38 32 L50 32"
        fill="none"
        stroke="#fff"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </>
  ),
};
