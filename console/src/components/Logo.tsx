/**
 * The platform mark: two hands holding a heart over a lotus-blue disc. With a `title` it is an image with that
 * name; without one it is decoration (next to the platform's name, or inside a link that already says it) and
 * hidden from assistive technology, so a screen reader never meets a nameless image.
 */
export const Logo = ({ size = 40, title }: { size?: number; title?: string }) => (
  // biome-ignore lint/a11y/noSvgWithoutTitle: named by its <title> when it has one, else aria-hidden decoration (above)
  <svg
    width={size}
    height={size}
    viewBox="0 0 64 64"
    xmlns="http://www.w3.org/2000/svg"
    focusable="false"
    {...(title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true })}
  >
    {title ? <title>{title}</title> : null}
    <defs>
      <linearGradient id="nvp-logo-bg" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stopColor="#1c5fae" />
        <stop offset="1" stopColor="#0b2547" />
      </linearGradient>
    </defs>
    <circle cx="32" cy="32" r="30" fill="url(#nvp-logo-bg)" stroke="#7cc4f2" strokeWidth="2" />
    <path d="M32 40c-7-5-11-8.5-11-13a5.5 5.5 0 0 1 11-1.5A5.5 5.5 0 0 1 43 27c0 4.5-4 8-11 13z" fill="#f2b33d" />
    <path d="M10 38c6 0 10 2 14 6h10c2 0 2 3 0 3h-8" fill="none" stroke="#e8f4fd" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
    <path d="M54 38c-6 0-10 2-14 6" fill="none" stroke="#e8f4fd" strokeWidth="3" strokeLinecap="round" />
  </svg>
);
