import { TextField } from "~/ui/forms/field";

/**
 * A whole number from `min` to `max` (seats, hours, days, a position): a
 * number input that brings up the numeric keyboard.
 */
export function WholeNumberField({
  min,
  max,
  required,
  ...props
}: Omit<Parameters<typeof TextField>[0], "type" | "inputMode"> & { min: number; max: number }) {
  return (
    <TextField
      type="number"
      {...props}
      min={min}
      max={max}
      inputMode="numeric"
      required={required}
    />
  );
}
