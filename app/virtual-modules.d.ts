/** The island entries' built files, embedded by the islands plugin (vite.config.ts). */
declare module "virtual:islands-manifest" {
  const manifest: Record<string, { file: string; imports: string[] }>;
  export default manifest;
}
