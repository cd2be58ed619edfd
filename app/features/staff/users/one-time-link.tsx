import { SET_PASSWORD_LINK_HOURS } from "~/features/staff/accounts";

/** The set-password link, shown once to be handed over (mail not configured). */
export function OneTimeLink({ link }: { link: string }) {
  return (
    <div className="mt-2">
      <p className="font-semibold">
        Link per scegliere la password (vale una sola volta, per {SET_PASSWORD_LINK_HOURS} ore; non
        verrà più mostrato):
      </p>
      <p
        className="mt-1 rounded border border-slate-300 bg-white p-2 font-mono text-sm break-all text-slate-900"
        data-testid="link-password"
      >
        {link}
      </p>
    </div>
  );
}
