import { describe, expect, it } from "vitest";
import { sanitizeNewsHtml } from "~/platform/records/sanitize.server";

/** What sanitizeNewsHtml makes of `html`. */
function expectSanitized(html: string, expected: string) {
  expect(sanitizeNewsHtml(html), html).toBe(expected);
}

describe("sanitizeNewsHtml", () => {
  it("removes <script> elements and their contents", () => {
    const out = sanitizeNewsHtml('<p>Ciao</p><script>alert("x")</script><p>mondo</p>');
    expect(out).toBe("<p>Ciao</p><p>mondo</p>");
    expectSanitized("<SCRIPT SRC=//evil.example/x.js></SCRIPT>", "");
  });

  it("removes event-handler attributes", () => {
    expectSanitized('<p onclick="alert(1)" onmouseover="x()">Testo</p>', "<p>Testo</p>");
    expectSanitized(
      '<img src="/images/news/a.svg" alt="Aula" onerror="alert(1)">',
      '<img src="/images/news/a.svg" alt="Aula" />',
    );
  });

  it("removes javascript: URLs, also disguised ones", () => {
    for (const href of [
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      " javascript:alert(1)",
      "java&#x09;script:alert(1)",
      "&#106;avascript:alert(1)",
    ]) {
      const out = sanitizeNewsHtml(`<a href="${href}">link</a>`);
      expect(out, href).toBe("<a>link</a>");
    }
    expectSanitized('<img src="javascript:alert(1)" alt="x">', "");
  });

  it("drops data: images, styles, iframes and forms", () => {
    expectSanitized('<img src="data:image/svg+xml;base64,PHN2Zz4=" alt="x">', "");
    expectSanitized('<p style="color:red" class="x">Testo</p>', "<p>Testo</p>");
    expectSanitized("<style>p{}</style><p>Testo</p>", "<p>Testo</p>");
    expectSanitized('<iframe src="https://example.org"></iframe><p>Testo</p>', "<p>Testo</p>");
    expectSanitized('<form action="/x"><input name="a"></form>', "");
  });

  it("keeps headings, paragraphs, lists, blockquotes and emphasis", () => {
    const html =
      "<h2>Programma</h2><h3>Modulo 1</h3><p>Testo <strong>forte</strong>, <em>enfasi</em>, <b>b</b>, <i>i</i>.</p>" +
      "<ul><li>Uno</li><li>Due</li></ul><ol><li>Primo</li></ol><blockquote><p>Citazione</p></blockquote>";
    expect(sanitizeNewsHtml(html)).toBe(html);
  });

  it("turns a heading 1 into a heading 2: the page owns the only h1", () => {
    expectSanitized("<h1>Titolo</h1>", "<h2>Titolo</h2>");
  });

  it("keeps http, https, mailto and relative links", () => {
    for (const href of [
      "https://www.mim.gov.it/",
      "http://example.org/a?b=1",
      "mailto:info@example.org",
      "/iscrizione-cedils",
      "#programma",
    ]) {
      expectSanitized(`<a href="${href}">link</a>`, `<a href="${href}">link</a>`);
    }
    expectSanitized('<a href="//evil.example/">x</a>', "<a>x</a>");
    expectSanitized('<a href="ftp://example.org/">x</a>', "<a>x</a>");
  });

  it('gives links opening a new tab rel="noopener noreferrer" and drops other targets', () => {
    expectSanitized(
      '<a href="https://example.org" target="_blank">x</a>',
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expectSanitized(
      '<a href="https://example.org" target="_blank" rel="opener">x</a>',
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expectSanitized('<a href="/news" target="_top" rel="opener">x</a>', '<a href="/news">x</a>');
  });

  it("keeps images with http, https or relative sources and their alt text", () => {
    expectSanitized(
      '<img src="https://example.org/a.png" alt="Laboratorio" width="640">',
      '<img src="https://example.org/a.png" alt="Laboratorio" width="640" />',
    );
    expectSanitized(
      '<img src="/images/news/lab.svg" alt="">',
      '<img src="/images/news/lab.svg" alt="" />',
    );
  });

  it("escapes stray markup characters in text", () => {
    expectSanitized("<p>3 < 5 & 7 > 2</p>", "<p>3 &lt; 5 &amp; 7 &gt; 2</p>");
  });
});
