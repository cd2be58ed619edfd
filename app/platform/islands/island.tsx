import type { ComponentType } from "react";

/**
 * An interactive part of a page that is otherwise plain HTML (docs/decisions/036).
 *
 * The server renders `component` with `props` inside `<div data-island>`, and
 * writes the props beside it as JSON; in the browser the page's island entry
 * (`*.island.tsx`) hydrates that div alone with react-dom, without React Router.
 * So an island's component must not use React Router (links are `<a>`, the URL
 * is read and written with the History API) nor `useId` (its ids would differ
 * from the server's, which rendered it inside the whole page), and its props
 * must be JSON.
 */
export function Island<Props extends object>({
  name,
  component: Component,
  props,
  className,
}: {
  name: string;
  component: ComponentType<Props>;
  props: Props;
  className?: string;
}) {
  return (
    <>
      <div data-island={name} className={className}>
        <Component {...props} />
      </div>
      <script
        type="application/json"
        data-island-props={name}
        dangerouslySetInnerHTML={{ __html: islandJson(props) }}
      />
    </>
  );
}

/** JSON safe inside a `<script>` element: no `<` can start `</script>` or `<!--`. */
export function islandJson(props: unknown): string {
  return JSON.stringify(props)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/**
 * The props the island `name` was rendered with, read from a document: the page
 * itself, or the page a form's POST answered with. `null` when it has none (an
 * answer that is not our page, e.g. a proxy's error).
 */
export function readIslandProps<Props>(root: ParentNode, name: string): Props | null {
  const script = root.querySelector(`script[data-island-props="${CSS.escape(name)}"]`);
  if (!script?.textContent) return null;
  try {
    return JSON.parse(script.textContent) as Props;
  } catch {
    return null;
  }
}
