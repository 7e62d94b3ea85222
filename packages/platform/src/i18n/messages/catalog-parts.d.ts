// A catalog imported in part (packages/webpack-config/messages-loader.js): the platform's messages
// without the texts of errors (the contracts' texts and what a failed call's status means), and those alone.
declare module '*.json?except=platform.text.,platform.error.' {
  const messages: Record<string, string>;
  export default messages;
}

declare module '*.json?only=platform.text.,platform.error.' {
  const messages: Record<string, string>;
  export default messages;
}
