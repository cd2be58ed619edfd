import { randomBytes } from "node:crypto";
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { expectNoAxeViolations, hydrated, visit, type TrackedPage } from "./browser";

export type StaffAccount = { email: string; password: string };

/** What the sign-in form says to a wrong password or an unknown e-mail alike. */
export const LOGIN_ERROR = "Errore durante il login. Verifica le tue credenziali.";

/** The session cookie a sign-in sets, ready for `BrowserContext.addCookies`. */
export type SessionCookie = { name: string; value: string };

/**
 * Signs in with the plain HTML form's POST, as a browser without JavaScript
 * would, and returns the session cookie. A wrong password fails the test here.
 */
export async function signInOverHttp(url: string, account: StaffAccount): Promise<SessionCookie> {
  const res = await fetch(`${url}/admin/login`, {
    method: "POST",
    headers: { Origin: url },
    body: new URLSearchParams({ email: account.email, password: account.password }),
    redirect: "manual",
  });
  const cookie = res.headers.get("set-cookie")?.split(";")[0];
  if (res.status !== 302 || !cookie) {
    throw new Error(`sign-in of ${account.email} answered ${res.status}: ${await res.text()}`);
  }
  const [name, ...value] = cookie.split("=");
  return { name: name!, value: value.join("=") };
}

/**
 * Creates an account with `role` through /admin/utenti as `admin`, sets its
 * password through the one-time link, and returns its credentials.
 */
export async function createStaffAccount(
  url: string,
  admin: StaffAccount,
  role: "redattore" | "amministratore",
): Promise<StaffAccount> {
  const session = await signInOverHttp(url, admin);
  const cookie = `${session.name}=${session.value}`;
  const email = `${role}.${randomBytes(4).toString("hex")}@poloformativo.test`;
  const created = await fetch(`${url}/admin/utenti?intent=create`, {
    method: "POST",
    headers: { Origin: url, cookie },
    body: new URLSearchParams({ name: "Rita Redattrice", email, role }),
  });
  const html = await created.text();
  const token = html.match(/\/admin\/imposta-password\/([\w-]{43})/)?.[1];
  if (!token) throw new Error(`no password link for ${email} (${created.status})`);
  const password = `una-frase-lunga-${randomBytes(6).toString("hex")}`;
  const set = await fetch(`${url}/admin/imposta-password/${token}`, {
    method: "POST",
    headers: { Origin: url },
    body: new URLSearchParams({ password, confirm: password }),
    redirect: "manual",
  });
  if (set.status !== 302) throw new Error(`set-password answered ${set.status}`);
  return { email, password };
}

/** Fills the login form of the page open on /admin/login and presses "Accedi". */
export async function submitSignIn(page: Page, account: StaffAccount): Promise<void> {
  await page.getByLabel("Email", { exact: true }).fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Accedi" }).click();
}

/**
 * Opens the staff page `path` anonymously, which leads to the login form,
 * signs in there as a person does, and waits until the page is back on `path`
 * and hydrated.
 */
export async function signInWithForm(
  page: TrackedPage,
  url: string,
  account: StaffAccount,
  path: string,
): Promise<void> {
  await visit(page, url + path);
  expect(new URL(page.url()).pathname).toBe("/admin/login");
  await submitSignIn(page, account);
  await page.waitForURL((to) => to.pathname === path);
  await hydrated(page);
}

/**
 * Saves a news post through the editor's action over HTTP, as the staff
 * session `cookie` (the form's own fields; `fields` completes or overrides them).
 */
export function postNewsOverHttp(
  url: string,
  cookie: string,
  fields: Record<string, string> & { title: string; intent: "draft" | "published" },
): Promise<Response> {
  const form = new FormData();
  for (const [k, v] of Object.entries({
    excerpt: "Un pomeriggio di laboratori aperti per docenti e studenti.",
    content: "<p>Iscrizione gratuita fino a esaurimento posti.</p>",
    image: "https://www.example.org/laboratorio.jpg",
    category: "eventi",
    ...fields,
  })) {
    form.append(k, v);
  }
  return fetch(`${url}/admin/news/new`, {
    method: "POST",
    headers: { cookie, Origin: url },
    body: form,
  });
}

/** The staff menu ("Area riservata") of a redattore, in order. */
export const EDITOR_MENU = [
  "Dashboard",
  "Nuovo articolo",
  "Corsi",
  "Messaggi",
  "Iscrizioni",
  "E-mail",
  "Bandi",
  "Pagine",
  "Prezzi",
  "FAQ",
  "Immagini",
  "Il mio account",
];

/** The staff menu of an amministratore, in order: its own screens (users, history, invoices, settings) too. */
export const ADMIN_MENU = [
  ...EDITOR_MENU.slice(0, -1),
  "Pagamenti",
  "Ordini scuole",
  "Utenti",
  "Registro",
  "Fatture",
  "Impostazioni",
  "Il mio account",
];

/**
 * 'Scarta le modifiche' from an editor with pending edits: the confirmation
 * (checked with axe), then 'Sì, scarta le modifiche', until the editor says so.
 */
export async function discardPendingEdits(page: Page) {
  await page.getByRole("link", { name: "Scarta le modifiche" }).click();
  await page.getByRole("heading", { name: "Scartare le modifiche non pubblicate?" }).waitFor();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Sì, scarta le modifiche" }).click();
  await page
    .getByText("Modifiche non pubblicate scartate: il modulo mostra la versione pubblicata.")
    .waitFor();
}

/**
 * Signs `account` in over plain HTTP and returns the Cookie header of the new
 * session, checking that the cookie is HttpOnly and SameSite=Lax.
 */
export async function sessionCookieOverHttp(url: string, account: StaffAccount): Promise<string> {
  const res = await fetch(`${url}/admin/login`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: url, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email: account.email, password: account.password }),
  });
  expect(res.status).toBe(302);
  const setCookie = res.headers.get("set-cookie") ?? "";
  expect(setCookie).toMatch(/HttpOnly/);
  expect(setCookie).toMatch(/SameSite=Lax/);
  return setCookie.split(";")[0]!;
}

/** The news editor's form for publishing a minimal post titled `title`. */
export function newsPublishForm(title: string): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries({
    title,
    excerpt: "x",
    content: "<p>x</p>",
    image: "/favicon.svg",
    category: "altro",
    intent: "published",
  })) {
    form.set(name, value);
  }
  return form;
}
