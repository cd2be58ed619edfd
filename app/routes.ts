import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";

/** The informational pages that show only their texts (decision 047), each with its own id. */
const TEXT_PAGE = "features/pages/info/text-page.tsx";

// One line per route of spec §2, in the order of its route table. URLs are Italian,
// module files English. Resource routes (feeds, PDFs, CSV) come after the pages.
export default [
  // Standalone pages (no common layout)
  route("ai-evolution-lab", "features/pages/labs/ai-evolution-lab.tsx"),
  route("ai-evolution-community", "features/pages/labs/ai-evolution-community.tsx"),
  route("caratteristiche-lab", "features/pages/labs/lab-specs.tsx"),
  route("fondi-basilicata", "features/calls/funding-basilicata.tsx"),

  // Pages inside the common layout (header, footer, cookie banner)
  layout("features/pages/site-layout.tsx", [
    index("features/pages/home/home.tsx"),
    route("corsi", "features/courses/public/catalogue.tsx"),
    route("corsi/:courseId", "features/courses/public/detail.tsx"),
    route("corsi/:courseId/iscrizione", "features/enrolments/public/enrol.tsx"),
    // One order of a school for several teachers (decision 064).
    route("corsi/:courseId/iscrizione-scuola", "features/school-orders/public/school-order.tsx"),
    route("docenti", TEXT_PAGE, { id: "features/pages/info/teachers" }),
    route("studenti", "features/pages/info/students.tsx"),
    route("chi-siamo", TEXT_PAGE, { id: "features/pages/info/about" }),
    route("contatti", "features/inbox/contacts.tsx"),
    route("erasmus", TEXT_PAGE, { id: "features/pages/info/erasmus" }),
    route("etn-world", TEXT_PAGE, { id: "features/pages/info/network" }),
    route("smart-lab", TEXT_PAGE, { id: "features/pages/info/smart-lab" }),
    route("news", "features/news/public/list.tsx"),
    route("news/:newsId", "features/news/public/article.tsx"),
    route("admin/login", "features/staff/auth/login.tsx"),
    // The one-time link of a new account: public, the token is the key.
    route("admin/imposta-password/:token", "features/staff/auth/set-password.tsx"),
    // The staff area's frame. Every /admin route but the login, the one-time
    // link and the logout needs a session: the root's guard checks it before
    // any loader or action runs (features/staff/auth/staff-area-guard.server.ts),
    // and the pathless guard routes here check it again for pages.
    layout("features/staff/layout.tsx", [
      layout("features/staff/auth/guard.ts", [
        route("admin/dashboard", "features/news/admin/dashboard.tsx"),
        // Staff-only preview of a post (drafts too), as visitors will see it.
        route("admin/news/preview/:newsId", "features/news/admin/news-preview.tsx"),
        ...prefix("admin", [
          route("messaggi", "features/inbox/admin/messages.tsx"),
          route("messaggi/:messageId", "features/inbox/admin/message-detail.tsx"),
          // The outbox's e-mails, with their content, private links masked (decision 067).
          route("email", "features/inbox/admin/mails.tsx"),
          route("email/:mailId", "features/inbox/admin/mail-detail.tsx"),
          // Every enrolment of every course and edition, the CEDILS ones too (decision 049).
          route("iscrizioni", "features/enrolments/admin/enrolments.tsx"),
          route("corsi", "features/courses/admin/courses.tsx"),
          route("corsi/:courseId/anteprima", "features/courses/admin/course-preview.tsx"),
          // Earlier versions of a course: confirm, then restore as a new version.
          route("corsi/:courseId/versioni/:versionId", "features/courses/admin/course-version.tsx"),
          // Staff run an edition (participants, statuses, hours, attestati).
          route("corsi/:courseId/edizioni/:editionId", "features/enrolments/admin/edition-run.tsx"),
          // The attendance register of an edition's lessons, with a meeting report's import.
          route(
            "corsi/:courseId/edizioni/:editionId/registro",
            "features/enrolments/admin/edition-register.tsx",
          ),
          // One participant: the form's data, the payment proof, erasure on request.
          route(
            "corsi/:courseId/edizioni/:editionId/iscritti/:enrolmentId",
            "features/enrolments/admin/participant-detail.tsx",
          ),
          route("corsi/:courseId/edizioni", "features/enrolments/admin/editions.tsx"),
          // An edition's lessons: add, move, cancel (decision 060).
          route(
            "corsi/:courseId/edizioni/:editionId/lezioni",
            "features/enrolments/admin/lessons.tsx",
          ),
          // An edition's questionnaire: its questions, whether the attestato waits for it, the results.
          route(
            "corsi/:courseId/edizioni/:editionId/questionario",
            "features/questionnaire/admin/questionnaire-admin.tsx",
          ),
          // Funding calls (bandi) as records.
          route("bandi", "features/calls/admin/calls.tsx"),
          route("prezzi", "features/prices/admin/price-offers.tsx"),
          route("prezzi/:offerId/anteprima", "features/prices/admin/price-offer-preview.tsx"),
          route(
            "prezzi/:offerId/versioni/:versionId",
            "features/prices/admin/price-offer-version.tsx",
          ),
          route("faq", "features/faq/admin/faq-list.tsx"),
          route("faq/:faqId/anteprima", "features/faq/admin/faq-preview.tsx"),
          route("faq/:faqId/versioni/:versionId", "features/faq/admin/faq-version.tsx"),
          // The image library (decision 048).
          route("media", "features/media/media-admin.tsx"),
          // Everyone's own name, password and sessions.
          route("account", "features/staff/account.tsx"),
          // Earlier versions of a post: confirm, then restore as a new version.
          route("news/edit/:newsId/versioni/:versionId", "features/news/admin/news-version.tsx"),
          route("pagine", "features/pages/texts/admin/pages.tsx"),
          route("pagine/:pageKey/anteprima", "features/pages/texts/admin/page-texts-preview.tsx"),
          route(
            "pagine/:pageKey/versioni/:versionId",
            "features/pages/texts/admin/page-texts-version.tsx",
          ),
        ]),
        // amministratore only: a redattore gets 403 (decision 032).
        layout("features/staff/auth/guard-admin.ts", [
          ...prefix("admin", [
            route("utenti", "features/staff/users.tsx"),
            // Schools' orders: accept (one FPA12 invoice) or cancel (decision 064).
            route("ordini", "features/school-orders/admin/orders.tsx"),
            route("registro", "features/staff/audit-log.tsx"),
            route("impostazioni", "features/settings/settings-page.tsx"),
            // Electronic invoices (decision 063): they carry fiscal codes.
            route("fatture", "features/invoices/admin/invoices-page.tsx"),
            // An invoice's XML or PDF, a month's XML as a ZIP, each in the history.
            route("fatture/:kind/:id", "features/invoices/admin/invoice-downloads.ts"),
            // Due, paid and late; bank statements read (decision 061).
            route("pagamenti", "features/payments/admin/payments-page.tsx"),
            route("pagamenti/export.csv", "features/payments/admin/payments-export.ts"),
            // The one editable paragraph of each e-mail (decision 067).
            route("email/testi", "features/inbox/admin/mail-texts.tsx"),
            route("email/testi/:kind", "features/inbox/admin/mail-text-edit.tsx"),
            // Art. 15 GDPR exports of one person's data (decision 042).
            route("messaggi/:messageId/dati.json", "features/inbox/admin/message-data.ts"),
            route(
              "corsi/:courseId/edizioni/:editionId/iscritti/:enrolmentId/dati.json",
              "features/enrolments/admin/participant-data.ts",
            ),
          ]),
        ]),
        // The record editors: a save without a session gets 'User not authenticated' (spec §5).
        route("admin/news/new", "features/news/admin/news-new.tsx"),
        route("admin/news/edit/:newsId", "features/news/admin/news-edit.tsx"),
        route("admin/corsi/nuovo", "features/courses/admin/course-new.tsx"),
        route("admin/corsi/:courseId", "features/courses/admin/course-edit.tsx"),
        route("admin/corsi/:courseId/edizioni/nuova", "features/enrolments/admin/edition-new.tsx"),
        route(
          "admin/corsi/:courseId/edizioni/:editionId/modifica",
          "features/enrolments/admin/edition-edit.tsx",
        ),
        route("admin/bandi/nuovo", "features/calls/admin/call-new.tsx"),
        route("admin/bandi/:callId", "features/calls/admin/call-edit.tsx"),
        route("admin/pagine/:pageKey", "features/pages/texts/admin/page-texts-edit.tsx"),
        route("admin/prezzi/nuova", "features/prices/admin/price-offer-new.tsx"),
        route("admin/prezzi/:offerId", "features/prices/admin/price-offer-edit.tsx"),
        route("admin/faq/nuova", "features/faq/admin/faq-new.tsx"),
        route("admin/faq/:faqId", "features/faq/admin/faq-edit.tsx"),
      ]),
    ]),
    route("privacy-policy", "features/pages/info/privacy-policy.tsx"),
    route("cookie-policy", "features/pages/info/cookie-policy.tsx"),
    route("prezzi", "features/prices/teachers.tsx"),
    route("prezzi-studenti", "features/prices/students.tsx"),
    route("iscrizione-cedils", "features/enrolments/cedils/cedils-registration.tsx"),
    route("move-2025", "features/calls/move-2025.tsx"),
    // Not in the spec's table: the accessibility statement.
    route("accessibilita", "features/pages/info/accessibility.tsx"),
    // The participant's private page and the way to get its link again (decision 059):
    // no-store, noindex, not in the sitemap.
    route("iscrizioni/:token", "features/enrolments/journey/participant-page.tsx"),
    // The satisfaction questionnaire, answered once and stored anonymously (decision 066).
    route(
      "iscrizioni/:token/questionario",
      "features/questionnaire/participant/questionnaire-page.tsx",
    ),
    route("le-mie-iscrizioni", "features/enrolments/journey/my-enrolments.tsx"),
    // The contact person's page of a school's order: no-store, noindex (decision 064).
    route("ordini-scuola/:token", "features/school-orders/public/order-status.tsx"),
    // Anyone verifies an attestato by its code (noindex, not in the sitemap),
    // scanned from its QR code or typed at /attestati.
    route("attestati", "features/certificates/verify-start.tsx"),
    route("attestati/:code", "features/certificates/verify.tsx"),
    // Any other path: 404 'Pagina non trovata' inside the layout.
    route("*", "features/pages/not-found.tsx"),
  ]),

  // Resource routes
  route("corsi/:courseId/scheda.pdf", "features/courses/public/sheet.ts"),
  // Calendar files of an edition's lessons (decision 060): the public one, the participant's own.
  route(
    "corsi/:courseId/edizioni/:editionId/calendario.ics",
    "features/courses/public/edition-calendar.ts",
  ),
  route("iscrizioni/:token/calendario.ics", "features/enrolments/journey/participant-calendar.ts"),
  route("news/rss.xml", "features/news/public/rss.ts"),
  route("sitemap.xml", "features/pages/sitemap.ts"),
  route("robots.txt", "features/pages/robots.ts"),
  route("admin/logout", "features/staff/auth/logout.ts"),
  route("admin/iscrizioni/export.csv", "features/enrolments/admin/enrolments-export.ts"),
  // The CEDILS registrations' old addresses lead to their participant page (decision 049).
  route("admin/iscrizioni/:enrolmentId/*", "features/enrolments/admin/enrolment-redirect.ts"),
  route(
    "admin/corsi/:courseId/edizioni/:editionId/export.csv",
    "features/enrolments/admin/edition-export.ts",
  ),
  route(
    "admin/corsi/:courseId/edizioni/:editionId/registro.pdf",
    "features/enrolments/admin/register-pdf.ts",
  ),
  route(
    "admin/corsi/:courseId/edizioni/:editionId/iscritti/:enrolmentId/ricevuta",
    "features/enrolments/admin/enrolment-proof.ts",
  ),
  route(
    "admin/corsi/:courseId/edizioni/:editionId/questionario.csv",
    "features/questionnaire/admin/questionnaire-export.ts",
  ),
  route("attestati/:code/pdf", "features/certificates/certificate-download.ts"),
  // The participant's own invoice (PDF copy), by their private link (decision 063).
  route("iscrizioni/:token/fattura", "features/invoices/participant-invoice.ts"),
  route("media/:file", "features/news/public/media.ts"),
  route("media/corsi/:file", "features/courses/public/course-media.ts"),
] satisfies RouteConfig;
