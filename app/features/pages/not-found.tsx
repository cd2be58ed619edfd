import { data, Link } from "react-router";

export function loader() {
  // A real 404 status, rendered inside the common layout.
  return data(null, { status: 404 });
}

export const meta = () => [
  { title: "Pagina non trovata · Polo Formativo Lucano" },
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-24 text-center">
      <p className="text-6xl font-bold text-brand-700">404</p>
      <h1 className="mt-4 text-3xl font-bold">Pagina non trovata</h1>
      <p className="mt-4 text-lg text-slate-700">
        L'indirizzo che hai aperto non esiste o è stato spostato.
      </p>
      <Link
        to="/"
        className="mt-8 inline-block rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
      >
        Torna alla home
      </Link>
    </div>
  );
}
