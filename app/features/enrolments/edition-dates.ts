import { formatDateIt } from "~/platform/format-date";

/** An edition's dates in words: «dal 10 marzo 2027 al 28 aprile 2027», or «il 10 marzo 2027». */
export function editionDatesText(startDate: string, endDate: string | null): string {
  if (!endDate || endDate === startDate) return `il ${formatDateIt(startDate)}`;
  return `dal ${formatDateIt(startDate)} al ${formatDateIt(endDate)}`;
}
