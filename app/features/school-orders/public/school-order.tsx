import { CheckCircle2 } from "lucide-react";
import { data, redirect } from "react-router";
import { appContext } from "~/context";
import { PageHero } from "~/ui/page-hero";
import { FormPanel } from "~/ui/forms/public-form";
import { pageMeta } from "~/platform/meta";
import { findCourse } from "~/features/courses/public-api.server";
import { vatTreatment } from "~/features/settings/public-api.server";
import { openEditions } from "~/features/enrolments/public-api.server";
import {
  amountDueFor,
  amountLabel,
  editionDates,
  editionModeLabel,
} from "~/features/enrolments/public-api";
import {
  schoolOrderAction,
  type StoredOrder,
} from "~/features/school-orders/public/order-form-action.server";
import { SchoolOrderForm, type OrderFormState } from "~/features/school-orders/public/order-form";
import type { Route } from "./+types/school-order";

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData
    ? `Ordine della scuola: ${loaderData.course.title}`
    : "Ordine della scuola";
  return pageMeta(
    title,
    "Una scuola iscrive più docenti con un solo ordine: dati per la fattura elettronica, CIG, ordine e docenti.",
  );
}

async function publishedCourse(context: Route.LoaderArgs["context"], slug: string) {
  return findCourse(context.get(appContext).database.db, slug);
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const course = await publishedCourse(context, params.courseId);
  if (!course) throw redirect("/corsi");
  const editions = await openEditions(context.get(appContext).database.db, course.id);
  const requested = new URL(request.url).searchParams.get("edizione");
  const known = editions.some((e) => e.id === requested);
  return {
    course: { title: course.title, slug: course.slug },
    editions: editions.map((e) => {
      const price = amountLabel(amountDueFor(e, "ordine_scuola"));
      return {
        id: e.id,
        label: `${editionModeLabel(e.mode)}, ${editionDates(e)}${e.place ? `, ${e.place}` : ""}${price ? ` – ${price} per docente` : ""} (${e.seatsLabel})`,
      };
    }),
    selected: known ? requested! : editions.length === 1 ? editions[0]!.id : undefined,
    priceNote: editions.some((e) => amountDueFor(e, "ordine_scuola") !== null)
      ? `Prezzo per docente con l'ordine della scuola. ${vatTreatment()}.`
      : null,
  };
}

export async function action(args: Route.ActionArgs) {
  const course = await publishedCourse(args.context, args.params.courseId);
  if (!course) throw data("Corso non trovato", { status: 404 });
  return schoolOrderAction(args, course.id);
}

/** The form's state from the last answer. */
function formState(actionData: Route.ComponentProps["actionData"]): OrderFormState {
  if (!actionData || actionData.status === "success" || actionData.status === "stored")
    return { values: {}, errors: {}, focusRow: null, failure: null };
  if (actionData.status === "rows")
    return { values: actionData.values, errors: {}, focusRow: actionData.focusRow, failure: null };
  if (actionData.status === "invalid")
    return { values: actionData.values, errors: actionData.errors, focusRow: null, failure: null };
  return {
    values: actionData.values ?? {},
    errors: {},
    focusRow: null,
    failure: actionData.message ?? "Non abbiamo registrato nulla: riprova tra qualche minuto.",
  };
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const { course, editions, selected, priceNote } = loaderData;
  const action = `/corsi/${course.slug}/iscrizione-scuola`;
  if (actionData?.status === "stored") {
    return (
      <div className="mx-auto max-w-4xl space-y-4 px-4 py-6">
        <h1 className="text-xl font-bold text-slate-900">Ordine della scuola: {course.title}</h1>
        <OrderConfirmation {...actionData.order} />
      </div>
    );
  }
  return (
    <>
      <PageHero title={`Ordine della scuola: ${course.title}`} kicker="Iscrizione di più docenti">
        <p>
          La scuola iscrive i suoi docenti con un solo ordine: un numero di riferimento, una sola
          fattura elettronica per il totale, e per ogni docente la sua iscrizione.
        </p>
      </PageHero>
      <div className="mx-auto max-w-4xl space-y-6 px-4 py-8">
        <p>
          <a
            href={`/corsi/${course.slug}/iscrizione`}
            className="font-semibold text-brand-700 underline"
          >
            Iscrive un solo docente, che paga da sé? Usa il modulo di iscrizione
          </a>
        </p>
        {editions.length === 0 ? (
          <p className="rounded-2xl border border-slate-200 bg-slate-50 p-6 text-lg font-semibold">
            Al momento non ci sono edizioni aperte di questo corso: scrivici dalla pagina{" "}
            <a href="/contatti" className="text-brand-700 underline">
              Contatti
            </a>
            .
          </p>
        ) : (
          <FormPanel
            id="modulo-ordine-titolo"
            title="Ordine della scuola"
            note="I campi con * sono obbligatori."
            className=""
          >
            <SchoolOrderForm
              action={action}
              editions={editions}
              selected={selected}
              state={formState(actionData)}
              priceNote={priceNote}
            />
          </FormPanel>
        )}
      </div>
    </>
  );
}

function OrderConfirmation({ reference, teachers, amount, pagePath, mailed }: StoredOrder) {
  return (
    <div
      className="rounded-2xl border-2 border-green-700 bg-green-50 p-5 text-green-950"
      data-testid="conferma-ordine"
    >
      <h2 tabIndex={-1} autoFocus className="flex items-center gap-2 text-2xl font-bold">
        <CheckCircle2 aria-hidden="true" className="size-6 shrink-0" />
        Ordine ricevuto: grazie!
      </h2>
      <p className="mt-2">
        Numero di riferimento dell'ordine: <strong data-testid="riferimento">{reference}</strong>.
        Indicalo in ogni comunicazione con noi.
      </p>
      <p className="mt-1">
        Docenti iscritti: {teachers}
        {amount ? (
          <>
            {" "}
            – totale <strong>{amount}</strong>
          </>
        ) : null}
        .
      </p>
      <p className="mt-3">
        <a
          href={pagePath}
          className="inline-flex min-h-11 items-center rounded-full bg-green-800 px-5 py-2 font-semibold text-white hover:bg-green-900"
        >
          Apri la pagina dell'ordine
        </a>
        <span className="mt-1 block text-sm">
          Lì vedi lo stato dell'ordine e dei docenti. Salva il link: è riservato.
        </span>
      </p>
      <p className="mt-3">
        La segreteria controlla l'ordine e, quando lo accetta, emette una sola fattura elettronica
        per il totale.
        {mailed
          ? " Abbiamo inviato il riepilogo al referente e a ogni docente il link alla sua iscrizione."
          : null}
      </p>
    </div>
  );
}
