import type { NewCourse } from "~/platform/db/schema";

/**
 * The CEDILS course (/iscrizione-cedils): its registrations belong to it, in
 * its CEDILS editions (decision 049). Not in the catalogue (a draft) until
 * staff publish it; the id is fixed so that the migration of an existing
 * database creates the same record (drizzle/0003_courses_managed_by_staff.sql).
 */
export const CEDILS_COURSE_ID = "c3d11500-2025-4000-8000-000000000001";

export const CEDILS_COURSE: Omit<NewCourse, "tags" | "createdAt"> & { id: string } = {
  id: CEDILS_COURSE_ID,
  slug: "cedils-2025",
  code: "CEDILS",
  title: "Preparazione alla certificazione CEDILS 2025",
  description:
    "Corso di preparazione alla certificazione in didattica dell'italiano a stranieri (CEDILS) dell'Università Ca' Foscari di Venezia.",
  duration: "Da definire",
  students: 0,
  level: "Avanzato",
  category: "docenti",
  startDate: "Al raggiungimento di 10 iscritti",
  delivery: "blended",
  status: "bozza",
  editionYear: 2025,
};
