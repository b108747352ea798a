// The interface's small icons, drawn by the stylesheet (ADR 0055): each is an empty <span> with
// the icon's class (`icon-<name>` in app.css), a few bytes of HTML per use, where an
// <svg><use href="/assets/…#name"> took a hundred. The span has no content, so assistive
// technology passes over it like the decorative <svg aria-hidden> it replaces: every icon here
// sits beside its text. Direction-sensitive ones take the flip-rtl class.

type IconProps = { className?: string };

type IconName = "menu" | "close" | "chevron-down" | "arrow" | "check" | "sparkle" | "logo";

function StyledIcon({ name, className }: { name: IconName; className: string }) {
  return <span className={`icon-${name} ${className}`} />;
}

export function MenuIcon({ className = "size-6" }: IconProps) {
  return <StyledIcon name="menu" className={className} />;
}

export function CloseIcon({ className = "size-5" }: IconProps) {
  return <StyledIcon name="close" className={className} />;
}

export function ChevronDownIcon({ className = "size-4" }: IconProps) {
  return <StyledIcon name="chevron-down" className={className} />;
}

export function ArrowIcon({ className = "size-4" }: IconProps) {
  return <StyledIcon name="arrow" className={`flip-rtl ${className}`} />;
}

/** A small check mark for feature bullets. */
export function CheckIcon({ className = "size-5" }: IconProps) {
  return <StyledIcon name="check" className={className} />;
}

export function SparkleIcon({ className = "size-4" }: IconProps) {
  return <StyledIcon name="sparkle" className={className} />;
}

/** The Passerelle mark: a footbridge over water. */
export function LogoMark({ className = "size-9" }: IconProps) {
  return <StyledIcon name="logo" className={className} />;
}
