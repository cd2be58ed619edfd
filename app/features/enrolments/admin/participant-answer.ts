/**
 * What the participant page's action answered, as each of its forms reads it
 * (browser-safe): the answer is the form's own when it names its `intent`
 * (an invalid answer names it among the values typed).
 */
export type PageAnswer = {
  status: string;
  intent?: string;
  message?: string;
  errors?: Partial<Record<string, string>>;
  values?: Partial<Record<string, string>>;
};

export function answerTo(answer: PageAnswer | undefined, intent: string): PageAnswer | null {
  if (!answer) return null;
  const own = answer.status === "invalid" ? answer.values?.intent : answer.intent;
  return own === intent ? answer : null;
}

/** The sentence of a success or a refusal, with its tone; nothing for an invalid form (its errors are beside the fields). */
export function answerNotice(answer: PageAnswer | null) {
  if (!answer?.message || answer.status === "invalid") return null;
  return {
    tone: answer.status === "success" ? ("success" as const) : ("error" as const),
    text: answer.message,
  };
}
