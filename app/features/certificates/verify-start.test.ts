import { describe, expect, it } from "vitest";
import { loader } from "~/features/certificates/verify-start";

type Args = Parameters<typeof loader>[0];

/** GET /attestati with `search`: the loader's answer, or the redirect it throws. */
function open(search: string) {
  try {
    return {
      data: loader({ request: new Request(`http://localhost/attestati${search}`) } as Args),
    };
  } catch (thrown) {
    return { redirect: (thrown as Response).headers.get("Location") };
  }
}

describe("GET /attestati, the field to type an attestato's code", () => {
  it("shows an empty field at first", () => {
    expect(open("")).toEqual({ data: { typed: "", error: undefined } });
  });

  it("opens the verification page of a code typed in lower case, without dashes, O for 0", () => {
    expect(open("?codice=k7m2%209qxd4htr8b3nzp6w")).toEqual({
      redirect: "/attestati/K7M2-9QXD-4HTR-8B3N-ZP6W",
    });
    expect(open("?codice=K7M2-9QXD-4HTR-8B3N-ZP6O")).toEqual({
      redirect: "/attestati/K7M2-9QXD-4HTR-8B3N-ZP60",
    });
  });

  it("keeps an empty or malformed code with the message beside the field", () => {
    expect(open("?codice=")).toEqual({
      data: { typed: "", error: "Scrivi il codice di verifica stampato sull'attestato." },
    });
    const short = open("?codice=K7M2-9QXD");
    expect(short.data?.typed).toBe("K7M2-9QXD");
    expect(short.data?.error).toMatch(/^Questo non è un codice di verifica/);
  });
});
