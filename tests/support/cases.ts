import { describe, expect, it } from "vitest";

/**
 * Checks a one-argument function case by case: a `describe(title)` with one
 * test a case, named after its input and the value expected (compared with
 * toStrictEqual), so a failure names the case at once.
 *
 * `eachCase("reads ?categoria=", parseNewsTab, [[null, "tutti"], [" BANDI ", "bandi"]])`
 */
export function eachCase<I, O>(
  title: string,
  fn: (input: I) => O,
  cases: ReadonlyArray<readonly [input: I, expected: O]>,
): void {
  describe(title, () => {
    it.each(cases.map(([input, expected]) => ({ input, expected })))(
      "$input → $expected",
      ({ input, expected }) => {
        expect(fn(input)).toStrictEqual(expected);
      },
    );
  });
}
