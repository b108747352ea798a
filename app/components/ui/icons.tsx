// The interface's small icons, drawn from one sprite file on our own origin (ADR 0050): each use
// is a short <use href="…#name"> instead of the whole drawing repeated inline, and the file is
// fingerprinted by Vite (`?no-inline`, so it is never turned into a data: URL, which <use> refuses)
// and cached by the browser like the scripts. Direction-sensitive ones take the flip-rtl class.
import spriteUrl from "./icons.svg?no-inline";

type IconProps = { className?: string };

/** One symbol of the sprite, decorative (every icon here sits beside its text). */
function SpriteIcon({ name, className }: { name: string; className: string }) {
  return (
    <svg className={className} aria-hidden="true">
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}

export function MenuIcon({ className = "size-6" }: IconProps) {
  return <SpriteIcon name="menu" className={className} />;
}

export function CloseIcon({ className = "size-5" }: IconProps) {
  return <SpriteIcon name="close" className={className} />;
}

export function ChevronDownIcon({ className = "size-4" }: IconProps) {
  return <SpriteIcon name="chevron-down" className={className} />;
}

export function ArrowIcon({ className = "size-4" }: IconProps) {
  return <SpriteIcon name="arrow" className={`flip-rtl ${className}`} />;
}

/** A small check mark for feature bullets. */
export function CheckIcon({ className = "size-5" }: IconProps) {
  return <SpriteIcon name="check" className={className} />;
}

export function SparkleIcon({ className = "size-4" }: IconProps) {
  return <SpriteIcon name="sparkle" className={className} />;
}

/** The Passerelle mark: a footbridge over water. */
export function LogoMark({ className = "size-9" }: IconProps) {
  return <SpriteIcon name="logo" className={className} />;
}
