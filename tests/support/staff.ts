import { randomBytes } from "node:crypto";

export type StaffAccount = { email: string; password: string };

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
