/** Images are emitted by webpack's asset modules; importing one gives its URL. */
declare module '*.svg' {
  const url: string;
  export default url;
}
