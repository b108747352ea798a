// A script's minified text, made at build time by minified-script-plugin.ts.
declare module "*?minified-script" {
  const source: string;
  export default source;
}
