// The two halves of a language's catalogue, made at build time by catalog-parts-plugin.ts.
declare module "virtual:catalog-part/*" {
  const part: Record<string, unknown>;
  export default part;
}
