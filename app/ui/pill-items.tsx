/** The pills' colours: on a dark (brand) band, or on a white card. */
const TONES = {
  dark: { bg: "bg-white/15", text: "text-white" },
  light: { bg: "bg-brand-50", text: "text-brand-900" },
} as const;

/** Short labels (a course's tags, a device's specifications) as rounded pills: the `<li>`s of a list. */
export function PillItems({ items, tone }: { items: readonly string[]; tone: keyof typeof TONES }) {
  const { bg, text } = TONES[tone];
  return items.map((item) => (
    <li key={item} className={`rounded-full ${bg} px-3 py-1 text-sm font-medium ${text}`}>
      {item}
    </li>
  ));
}
