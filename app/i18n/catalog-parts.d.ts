// The parts of a language's catalogue (the first, and one per section), made at build time by catalog-parts-plugin.ts.
declare module "virtual:catalog-part/*" {
  const part: Record<string, unknown>;
  export default part;
}
