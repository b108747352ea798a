import * as SwitchPrimitive from "@radix-ui/react-switch";

type SwitchProps = {
  id: string;
  checked: boolean;
  onCheckedChange?: (checked: boolean) => void;
  disabled?: boolean;
  describedBy?: string;
};

export function Switch({ id, checked, onCheckedChange, disabled, describedBy }: SwitchProps) {
  return (
    <SwitchPrimitive.Root
      id={id}
      checked={checked}
      onCheckedChange={onCheckedChange}
      disabled={disabled}
      aria-describedby={describedBy}
      className="relative inline-flex h-7 w-12 shrink-0 items-center rounded-full bg-slate-400 transition-colors data-[state=checked]:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-70"
    >
      <SwitchPrimitive.Thumb className="block size-5 translate-x-1 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-6 rtl:-translate-x-1 rtl:data-[state=checked]:-translate-x-6" />
    </SwitchPrimitive.Root>
  );
}
