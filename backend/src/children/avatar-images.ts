import type { AvatarId } from '@flourishly/contracts';

interface AvatarStyle {
  background: string;
  face: string;
  ears: 'pointy' | 'round' | 'long' | 'none' | 'tufts';
}

const STYLES: Record<AvatarId, AvatarStyle> = {
  fox: { background: '#ffe3cc', face: '#e8772e', ears: 'pointy' },
  owl: { background: '#e6ddf7', face: '#8a6a4f', ears: 'tufts' },
  bear: { background: '#f1e4d4', face: '#9b6b43', ears: 'round' },
  rabbit: { background: '#fde4ec', face: '#d9d2cc', ears: 'long' },
  turtle: { background: '#dff3e4', face: '#5f9e6e', ears: 'none' },
  whale: { background: '#dcecfb', face: '#4a7fb5', ears: 'none' },
};

const EARS: Record<AvatarStyle['ears'], (color: string) => string> = {
  pointy: (c) => `<path d="M22 40 L30 12 L44 32 Z" fill="${c}"/><path d="M98 40 L90 12 L76 32 Z" fill="${c}"/>`,
  round: (c) => `<circle cx="32" cy="32" r="12" fill="${c}"/><circle cx="88" cy="32" r="12" fill="${c}"/>`,
  long: (c) => `<ellipse cx="44" cy="22" rx="8" ry="22" fill="${c}"/><ellipse cx="76" cy="22" rx="8" ry="22" fill="${c}"/>`,
  tufts: (c) => `<path d="M30 38 L34 16 L46 32 Z" fill="${c}"/><path d="M90 38 L86 16 L74 32 Z" fill="${c}"/>`,
  none: () => '',
};

/** The SVG text of a built-in avatar: a friendly animal face on a soft background (120x120). */
export function avatarSvg(id: AvatarId): string {
  const style = STYLES[id];
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="120" height="120" role="img">',
    `<rect width="120" height="120" rx="60" fill="${style.background}"/>`,
    EARS[style.ears](style.face),
    `<circle cx="60" cy="66" r="36" fill="${style.face}"/>`,
    '<circle cx="47" cy="60" r="6" fill="#fff"/><circle cx="73" cy="60" r="6" fill="#fff"/>',
    '<circle cx="48" cy="61" r="3" fill="#1f2937"/><circle cx="74" cy="61" r="3" fill="#1f2937"/>',
    '<ellipse cx="60" cy="76" rx="6" ry="4" fill="#1f2937"/>',
    '<path d="M50 86 Q60 94 70 86" stroke="#1f2937" stroke-width="3" fill="none" stroke-linecap="round"/>',
    '</svg>',
  ].join('');
}
