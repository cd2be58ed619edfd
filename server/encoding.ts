import type { Request } from "express";

/**
 * The first of `offered` (our order of preference, smallest first) that the
 * request accepts, through Express's q-aware negotiation: `br;q=0` refuses
 * brotli, `*` accepts it. Null means the body goes out as it is. Our order
 * wins among accepted encodings, as in the compression middleware: browsers
 * list `gzip, deflate, br` without q-values, and brotli is the smaller.
 */
export function chooseEncoding<E extends string>(req: Request, offered: readonly E[]): E | null {
  return offered.find((encoding) => req.acceptsEncodings(encoding) === encoding) ?? null;
}
