import { TextField } from "~/ui/forms/field";

/** One half of a date and time: its label, hint, name, value, error and any other input prop. */
type Part = Omit<Parameters<typeof TextField>[0], "type">;

/**
 * A moment as staff type it: a date field and its time-of-day field (Rome's
 * wall clock), side by side in the form's two-column grid. Used for a call's
 * deadline, an edition's enrolment deadline, a post's or course's 'Pubblica il'.
 */
export function DateTimeFields({ date, time }: { date: Part; time: Part }) {
  return (
    <>
      <TextField type="date" {...date} />
      <TextField type="time" {...time} />
    </>
  );
}
