/**
 * The hero's illustration, drawn inline: it paints with the first screen instead of waiting
 * for an image request (it is the largest thing above the fold on a phone). Decorative.
 */
export function HeroIllustration({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 480 360" width="480" height="360" aria-hidden="true" focusable="false">
      <rect width="480" height="360" rx="28" fill="#e5f1ed" />
      <circle cx="392" cy="70" r="34" fill="#f2c14e" />
      <rect x="270" y="210" width="34" height="90" rx="6" fill="#2f6f5e" opacity=".35" />
      <rect x="314" y="175" width="34" height="125" rx="6" fill="#2f6f5e" opacity=".55" />
      <rect x="358" y="130" width="34" height="170" rx="6" fill="#2f6f5e" opacity=".8" />
      <rect x="402" y="100" width="34" height="200" rx="6" fill="#2f6f5e" />
      <path d="M40 300h400" stroke="#1d2a30" strokeWidth="4" strokeLinecap="round" />
      <circle cx="110" cy="120" r="26" fill="#b4541c" />
      <path d="M78 300v-92c0-22 14-40 32-40s32 18 32 40v92z" fill="#3559b7" />
      <path d="M140 196l46 30" stroke="#3559b7" strokeWidth="14" strokeLinecap="round" />
      <circle cx="196" cy="196" r="17" fill="#b0306a" />
      <path d="M176 300v-58c0-14 9-24 20-24s20 10 20 24v58z" fill="#f2c14e" />
      <path d="M238 300c0-30 2-48 12-64" stroke="#1e7a3c" strokeWidth="6" fill="none" strokeLinecap="round" />
      <path d="M250 236c14-18 34-18 40-12-10 12-26 16-40 12zM246 262c-16-14-34-10-38-4 12 10 26 10 38 4z" fill="#1e7a3c" />
    </svg>
  );
}
