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

/**
 * An amount in euro as staff type it (199 or 1.250,50): a text input, since a
 * number input refuses the decimal comma, with the decimal keyboard on phones.
 */
export function AmountField(
  props: Omit<Parameters<typeof TextField>[0], "type" | "inputMode" | "autoComplete">,
) {
  return <TextField {...props} inputMode="decimal" autoComplete="off" />;
}
