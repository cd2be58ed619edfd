import { Link } from "react-router";

/** The staff screens only an amministratore reaches, named on the dashboard. */
export function AdminLinks() {
  return (
    <p className="mt-3 text-slate-700">
      Come amministratore gestisci anche gli{" "}
      <Link to="/admin/utenti" className="font-semibold text-brand-700 underline">
        account dello staff
      </Link>
      , il{" "}
      <Link to="/admin/registro" className="font-semibold text-brand-700 underline">
        registro delle modifiche
      </Link>{" "}
      e le{" "}
      <Link to="/admin/impostazioni" className="font-semibold text-brand-700 underline">
        impostazioni del sito
      </Link>
      .
    </p>
  );
}
