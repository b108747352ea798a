// Small inline icons (no icon font, no network). Direction-sensitive ones take the flip-rtl class.
type IconProps = { className?: string };

export function MenuIcon({ className = "size-6" }: IconProps) {
  return (
    <svg className={className} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M4 6h16M4 12h16M4 18h16" strokeLinecap="round" />
    </svg>
  );
}

export function CloseIcon({ className = "size-5" }: IconProps) {
  return (
    <svg className={className} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
    </svg>
  );
}

export function ChevronDownIcon({ className = "size-4" }: IconProps) {
  return (
    <svg className={className} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M6 9l6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function ArrowIcon({ className = "size-4" }: IconProps) {
  return (
    <svg
      className={`flip-rtl ${className}`}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M5 12h14M13 6l6 6-6 6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** The Passerelle mark: a footbridge over water. */
export function LogoMark({ className = "size-9" }: IconProps) {
  return (
    <svg className={className} viewBox="0 0 40 40" aria-hidden="true">
      <rect width="40" height="40" rx="10" fill="#163c69" />
      <path d="M6 25c4-9 24-9 28 0" fill="none" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" />
      <path d="M6 25h28M12 25v-5M20 25v-7M28 25v-5" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
      <path
        d="M8 31c2.5-1.5 5-1.5 7.5 0s5 1.5 7.5 0 5-1.5 7.5 0"
        fill="none"
        stroke="#c0392b"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}
