import { Loader2 } from "lucide-react";

/** A decorative spinning wheel; still for visitors who ask for reduced motion. */
export function Spinner({ className = "h-4 w-4" }: { className?: string }) {
  return (
    <Loader2
      aria-hidden="true"
      className={`${className} animate-spin motion-reduce:animate-none`}
    />
  );
}
