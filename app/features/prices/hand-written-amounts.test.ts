import { describe, expect, it } from "vitest";
import { writesAmount } from "~/features/prices/hand-written-amounts";

describe("writesAmount", () => {
  it.each([
    ["Corsi e-learning: 99 € a docente", 9900],
    ["costa € 99 a docente", 9900],
    ["costa €99.", 9900],
    ["costa 99 euro a docente", 9900],
    ["costa 99 Euro", 9900],
    ["costa EUR 99", 9900],
    ["costa € 99,00", 9900],
    ["costa 99,00 €", 9900],
    ["<li><strong>Corsi e-learning</strong>: 99&nbsp;&euro; a docente</li>", 9900],
    ["costa 99,50 €", 9950],
    ["costa € 99,5", 9950],
    ["costa € 1.250,50", 125050],
    ["costa 1250,50 euro", 125050],
    ["costa € 1.250", 125000],
  ])("finds %j writing %i cents", (text, cents) => {
    expect(writesAmount(text, cents)).toBe(true);
  });

  it.each([
    ["costa 199 €", 9900],
    ["costa € 199", 9900],
    ["costa € 990", 9900],
    ["costa 99,50 €", 9900],
    ["costa € 99,50", 9900],
    ["99 ore di formazione", 9900],
    ["fino a 122.800 € per istituto", 80000],
    ["costa € 1.250,50", 125000],
    ["1.099 €", 9900],
    ["il 99% dei docenti", 9900],
  ])("does not take %j for %i cents", (text, cents) => {
    expect(writesAmount(text, cents)).toBe(false);
  });
});
