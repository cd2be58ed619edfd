// The server and helpers the staff's news browser tests (news-admin,
// news-admin-security) share.
import { ADMIN, attemptNames, staffServer } from "../../../../tests/support/fixtures";
import { newsPublishForm, sessionCookieOverHttp } from "../../../../tests/support/staff";

/**
 * A server of the file's own with the staff's amministratore: its `it` and
 * `server`, `nextRun` to title each attempt's posts apart (a letter, so a
 * slug's own "-2" is not mistaken for it), and `sessionCookie`, which signs in
 * over plain HTTP and returns the Cookie header of the new session, and
 * `publishForm`, the editor's form for a minimal post.
 */
export function newsAdminServer() {
  const { it, server } = staffServer();
  return {
    it,
    server,
    nextRun: attemptNames("prova "),
    sessionCookie: () => sessionCookieOverHttp(server.url, ADMIN),
    publishForm: newsPublishForm,
  };
}
