import { TextField } from "~/ui/forms/field";

type Part = Omit<Parameters<typeof TextField>[0], "type">;

/**
 * A moment as staff type it: a date field and its time-of-day field (Rome's
 * wall clock), side by side in the form's two-column grid.
 */
export function DateTimeFields({ date, time }: { date: Part; time: Part }) {
  return (
    <>
      <TextField type="date" {...date} />
      <TextField type="time" {...time} />
    </>
  );
}
