import zlib from "node:zlib";

const winAnsi = new TextDecoder("windows-1252");

/** The deflated content streams of a PDF made by pdfkit, inflated. */
export function pdfContentStreams(pdf: Buffer): string[] {
  const raw = pdf.toString("latin1");
  const streams: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    try {
      streams.push(zlib.inflateSync(Buffer.from(match[1]!, "latin1")).toString("latin1"));
    } catch {
      // Not deflated (or not a content stream): no text in it.
    }
  }
  return streams;
}

/** The text drawn on the pages: pdfkit writes WinAnsi hex strings in deflated content streams. */
export function pdfText(pdf: Buffer): string {
  let text = "";
  for (const content of pdfContentStreams(pdf)) {
    for (const op of content.matchAll(/\[(.*?)\]\s*TJ/g)) {
      for (const hex of op[1]!.matchAll(/<([0-9a-fA-F]*)>/g)) {
        text += winAnsi.decode(Buffer.from(hex[1]!, "hex"));
      }
      text += "\n";
    }
  }
  return text;
}
