// vite-inline-script.ts: a module bundled on its own as a browser script, as text.
declare module '*?inline-script' {
  const code: string;
  export default code;
}
