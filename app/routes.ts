import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";

// One line per route of spec §2, in the order of its route table. URLs are Italian,
// module files English. Resource routes (feeds, PDFs, CSV) come after the pages.
export default [
  // Standalone pages (no common layout)
  route("ai-evolution-lab", "routes/labs/ai-evolution-lab.tsx"),
  route("ai-evolution-community", "routes/labs/ai-evolution-community.tsx"),
  route("caratteristiche-lab", "routes/labs/lab-specs.tsx"),
  route("fondi-basilicata", "routes/funding-basilicata.tsx"),

  // Pages inside the common layout (header, footer, cookie banner)
  layout("routes/site-layout.tsx", [
    index("routes/home.tsx"),
    route("corsi", "routes/courses/catalogue.tsx"),
    route("corsi/:courseId", "routes/courses/detail.tsx"),
    route("docenti", "routes/teachers.tsx"),
    route("studenti", "routes/students.tsx"),
    route("chi-siamo", "routes/about.tsx"),
    route("contatti", "routes/contacts.tsx"),
    route("erasmus", "routes/erasmus.tsx"),
    route("etn-world", "routes/network.tsx"),
    route("smart-lab", "routes/smart-lab.tsx"),
    route("news", "routes/news/list.tsx"),
    route("news/:newsId", "routes/news/article.tsx"),
    route("admin/login", "routes/admin/login.tsx"),
    // The one-time link of a new account (issue 16): public, the token is the key.
    route("admin/imposta-password/:token", "routes/admin/set-password.tsx"),
    // The staff area's frame; every page in it is guarded on the server by a
    // pathless guard route, before any loader or action runs.
    layout("routes/admin/layout.tsx", [
      layout("routes/admin/guard.ts", [
        route("admin/dashboard", "routes/admin/dashboard.tsx"),
        // Staff-only preview of a post (drafts too), as visitors will see it.
        route("admin/news/preview/:newsId", "routes/admin/news-preview.tsx"),
        ...prefix("admin", [
          route("messaggi", "routes/admin/messages.tsx"),
          route("messaggi/:messageId", "routes/admin/message-detail.tsx"),
          route("iscrizioni", "routes/admin/registrations.tsx"),
          route("iscrizioni/:registrationId", "routes/admin/registration-detail.tsx"),
          // Issue 15: staff manage the courses (list, order, featured; editor; preview).
          route("corsi", "routes/admin/courses.tsx"),
          route("corsi/nuovo", "routes/admin/course-new.tsx"),
          route("corsi/:courseId", "routes/admin/course-edit.tsx"),
          route("corsi/:courseId/anteprima", "routes/admin/course-preview.tsx"),
          // Earlier versions of a course: confirm, then restore as a new version (issue 16).
          route("corsi/:courseId/versioni/:versionId", "routes/admin/course-version.tsx"),
          // Funding calls (bandi) as records (issue 15).
          route("bandi", "routes/admin/calls.tsx"),
          route("bandi/nuovo", "routes/admin/call-new.tsx"),
          route("bandi/:callId", "routes/admin/call-edit.tsx"),
          // Everyone's own name, password and sessions (issue 16).
          route("account", "routes/admin/account.tsx"),
          // Earlier versions of a post: confirm, then restore as a new version.
          route("news/edit/:newsId/versioni/:versionId", "routes/admin/news-version.tsx"),
        ]),
        // amministratore only: a redattore gets 403 (issue 16, decision 032).
        layout("routes/admin/guard-admin.ts", [
          ...prefix("admin", [
            route("utenti", "routes/admin/users.tsx"),
            route("registro", "routes/admin/audit-log.tsx"),
            route("impostazioni", "routes/admin/settings.tsx"),
          ]),
        ]),
      ]),
      // The news editor's action answers a missing session itself (spec §5).
      layout("routes/admin/guard-pages.ts", [
        route("admin/news/new", "routes/admin/news-new.tsx"),
        route("admin/news/edit/:newsId", "routes/admin/news-edit.tsx"),
      ]),
    ]),
    route("privacy-policy", "routes/privacy-policy.tsx"),
    route("cookie-policy", "routes/cookie-policy.tsx"),
    route("prezzi", "routes/prices/teachers.tsx"),
    route("prezzi-studenti", "routes/prices/students.tsx"),
    route("iscrizione-cedils", "routes/cedils-registration.tsx"),
    route("move-2025", "routes/move-2025.tsx"),
    // Not in the spec's table: the accessibility statement (issue 7).
    route("accessibilita", "routes/accessibility.tsx"),
    // Any other path: 404 'Pagina non trovata' inside the layout.
    route("*", "routes/not-found.tsx"),
  ]),

  // Resource routes
  route("corsi/:courseId/scheda.pdf", "routes/courses/sheet.ts"),
  route("news/rss.xml", "routes/news/rss.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("admin/logout", "routes/admin/logout.ts"),
  route("admin/iscrizioni/export.csv", "routes/admin/registrations-export.ts"),
  route("admin/iscrizioni/:registrationId/ricevuta", "routes/admin/registration-receipt.ts"),
  route("media/:file", "routes/media.ts"),
  route("media/corsi/:file", "routes/course-media.ts"),
] satisfies RouteConfig;
