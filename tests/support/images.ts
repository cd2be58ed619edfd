import zlib from "node:zlib";

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A valid PNG of `side`×`side` black pixels (1 bit per pixel, one zlib stream).
 * Small, it is any real image; at 20000 px it is a decompression bomb, 400
 * megapixels in about 50 KB, made without ever holding the decoded image (only
 * its 50 MB of packed rows).
 */
export function blackPng(side: number): Uint8Array {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rows = Buffer.alloc((1 + Math.ceil(side / 8)) * side); // filter byte 0, black pixels
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      pngChunk("IHDR", header),
      pngChunk("IDAT", zlib.deflateSync(rows, { level: 9 })),
      pngChunk("IEND", Buffer.alloc(0)),
    ]),
  );
}
