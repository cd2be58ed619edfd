import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

type Props = { icon: LucideIcon; title: string; children: ReactNode; footer?: ReactNode };

function IconCard({ icon: Icon, title, children, footer }: Props) {
  return (
    <article className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <Icon aria-hidden="true" className="h-6 w-6" />
      </span>
      <h3 className="mt-4 text-lg font-bold text-brand-900">{title}</h3>
      <div className="mt-2 flex-1 text-slate-700">{children}</div>
      {footer ? <div className="mt-5">{footer}</div> : null}
    </article>
  );
}

type Item = { title: string; text: string };

type GridProps<T extends Item> = {
  items: readonly T[];
  /** The icons, by position; they repeat when there are more items than icons. */
  icons: readonly [LucideIcon, ...LucideIcon[]];
  footer?: (item: T) => ReactNode;
  className: string;
};

/** A list of icon cards, one paragraph of text each. */
export function IconCardGrid<T extends Item>({ items, icons, footer, className }: GridProps<T>) {
  return (
    <ul className={className}>
      {items.map((item, index) => (
        <li key={item.title}>
          <IconCard
            icon={icons[index % icons.length] ?? icons[0]}
            title={item.title}
            footer={footer?.(item)}
          >
            <p>{item.text}</p>
          </IconCard>
        </li>
      ))}
    </ul>
  );
}
