import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { BASILICATA_FIGURES, MOVE_2025_FIGURES } from "~/features/calls/call-figures";
import { CALL_SEED } from "~/features/calls/calls-content";
import { LAB_SPEC_TABS, LAB_SPECS } from "~/features/pages/labs/lab-specs-content";
import { PARTNER_AGENCIES } from "~/features/pages/info/partners-content";
import { callStatus } from "~/features/calls/call-status";
import { callView, type CallRecord } from "~/features/calls/calls";
import { labTabHref, tabFromParam } from "~/features/pages/labs/lab-tabs";
import { formatDateIt } from "~/platform/format-date";
import { eachCase } from "../../../../tests/support/cases";

describe("callStatus", () => {
  const call = { opensAt: "2025-10-01T00:00:00+02:00", deadline: "2025-11-15T14:00:00+01:00" };

  it("is upcoming before the opening, open in between, closed from the deadline on", () => {
    expect(callStatus(call, new Date("2025-09-30T23:59:59+02:00"))).toBe("upcoming");
    expect(callStatus(call, new Date("2025-10-01T00:00:00+02:00"))).toBe("open");
    expect(callStatus(call, new Date("2025-11-15T13:59:59+01:00"))).toBe("open");
    expect(callStatus(call, new Date("2025-11-15T14:00:00+01:00"))).toBe("closed");
    expect(callStatus(call, new Date("2026-11-21T10:00:00Z"))).toBe("closed");
  });

  it("compares instants, not the server's local time: 14:00 in Rome is 13:00 UTC in November", () => {
    expect(callStatus(call, new Date("2025-11-15T12:59:59Z"))).toBe("open");
    expect(callStatus(call, new Date("2025-11-15T13:00:00Z"))).toBe("closed");
  });

  it("a call without an opening date is open until its deadline", () => {
    const tender = { deadline: "2025-07-05T18:00:00+02:00" };
    expect(callStatus(tender, new Date("2025-01-01T00:00:00+01:00"))).toBe("open");
    expect(callStatus(tender, new Date("2025-07-05T18:00:00+02:00"))).toBe("closed");
  });
});

describe("dated calls of spec §9 (the seed of the calls table)", () => {
  const view = (key: string) => {
    const seed = CALL_SEED.find((c) => c.key === key)!;
    const record: CallRecord = {
      ...seed,
      id: key,
      opensAt: seed.opensAt ?? null,
      hideAfterDays: null,
      contactBy: seed.contactBy ?? null,
      officialUrl: seed.officialUrl ?? null,
    };
    return callView(record, new Date("2025-01-01T00:00:00Z"));
  };

  it("the labels computed from the seeded instants are the spec's Rome dates", () => {
    expect(view("fondi-basilicata")).toMatchObject({
      deadlineLabel: "15 novembre 2025, ore 14:00",
      opensLabel: "1 ottobre 2025",
      status: "upcoming",
    });
    expect(view("move-2025")).toMatchObject({
      deadlineLabel: "9 ottobre 2025, ore 13:00",
      contactByLabel: "30 settembre 2025",
      status: "open",
    });
    expect(view("ai-lab-tender")).toMatchObject({
      deadlineLabel: "5 luglio 2025, ore 18:00",
      contactByLabel: "20 giugno 2025",
    });
    // Month names in lower case everywhere, the home cards included.
    expect(formatDateIt(CALL_SEED[0]!.deadline)).toBe("15 novembre 2025");
    expect(formatDateIt(CALL_SEED[1]!.deadline)).toBe("9 ottobre 2025");
  });

  it("keeps the figures of spec §9", () => {
    expect(BASILICATA_FIGURES).toMatchObject({
      totalBudget: "1.000.000 €",
      perLaboratory: "42.800 €",
      perInstituteMax: "122.800 €",
      minPupils: 15,
      prizeShare: "25%",
      schoolYear: "2025-2026",
    });
    expect(MOVE_2025_FIGURES).toMatchObject({
      weeksAbroad: 2,
      languageHours: 60,
      maxProjectsPerSchool: 2,
      singleProjectStudents: "15–30",
      networkProjectStudents: "15–60",
    });
  });
});

describe("lab spec tabs", () => {
  eachCase("reads the tab from ?tab=, defaulting to hardware", tabFromParam, [
    ["robotics", "robotics"],
    ["ai_software", "ai_software"],
    [null, "hardware"],
    ["", "hardware"],
    ["cucina", "hardware"],
    ["Robotics", "hardware"],
  ]);

  it("links each tab by ?tab= and the section's anchor; the default tab has no query", () => {
    expect(labTabHref("hardware")).toBe("/caratteristiche-lab#dotazioni");
    expect(labTabHref("creative")).toBe("/caratteristiche-lab?tab=creative#dotazioni");
  });

  it("every tab has items with name, specs, description, included items and a community note", () => {
    expect(LAB_SPEC_TABS).toEqual(["hardware", "robotics", "ai_software", "creative"]);
    for (const tab of LAB_SPEC_TABS) {
      expect(LAB_SPECS[tab].length).toBeGreaterThan(0);
      for (const item of LAB_SPECS[tab]) {
        expect(item.name && item.description && item.communityNote).toBeTruthy();
        expect(item.specs.length).toBeGreaterThan(0);
        expect(item.included.length).toBeGreaterThan(0);
      }
    }
  });
});

describe("partner agencies", () => {
  it("are the 8 of spec §2, one per country, with a local logo and an https website", () => {
    expect(PARTNER_AGENCIES.map((p) => p.country)).toEqual([
      "Italia",
      "Irlanda",
      "Regno Unito",
      "Spagna",
      "Germania",
      "Bulgaria",
      "Portogallo",
      "Grecia",
    ]);
    for (const partner of PARTNER_AGENCIES) {
      expect(partner.logoUrl).toMatch(/^\/images\/partners\/[a-z-]+\.svg$/);
      expect(fs.existsSync(`public${partner.logoUrl}`), partner.logoUrl).toBe(true);
      expect(partner.website).toMatch(/^https:\/\//);
    }
  });
});
