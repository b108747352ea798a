import type { ComponentProps } from "react";

export type ButtonVariant = "primary" | "secondary" | "ghost";
export type ButtonSize = "sm" | "md";

// Component classes in app/app.css (ADR 0050, ADR 0054): the base with the md size, and a class
// per variant and for the small size, so a button's class is "btn btn-primary", not 70 characters
// of utilities. A utility passed as `extra` (a red variant, a margin) wins over them.
const variants: Record<ButtonVariant, string> = {
  primary: "btn-primary",
  secondary: "btn-secondary",
  ghost: "btn-ghost",
};
// The md size is .btn's own; only the small one adds a class.
const sizes: Record<ButtonSize, string> = { sm: "btn-sm", md: "" };

/** Class names of a button, for <button> and for links that look like buttons. */
export function buttonClasses(variant: ButtonVariant = "primary", size: ButtonSize = "md", extra = ""): string {
  return ["btn", variants[variant], sizes[size], extra].filter(Boolean).join(" ");
}

type ButtonProps = ComponentProps<"button"> & { variant?: ButtonVariant; size?: ButtonSize };

export function Button({ variant, size, className = "", type = "button", ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses(variant, size, className)} {...props} />;
}
