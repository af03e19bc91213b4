/** CSS files are imported as text and adopted as constructable stylesheets (rollup.config.mjs, test loader). */
declare module '*.css' {
  const text: string;
  export default text;
}
