import { useNonce } from "~/platform/security/nonce";

/**
 * A Schema.org block. `<` is escaped so text from the database can never close
 * the script element early.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const nonce = useNonce();
  const json = JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
  return (
    <script
      type="application/ld+json"
      nonce={nonce || undefined}
      // Server-built JSON, escaped above.
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}
