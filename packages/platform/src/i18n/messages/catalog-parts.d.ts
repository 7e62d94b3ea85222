// A catalog imported in part (packages/webpack-config/messages-loader.js): the platform's messages
// without the contracts' texts, and those texts alone.
declare module '*.json?except=platform.text.' {
  const messages: Record<string, string>;
  export default messages;
}

declare module '*.json?only=platform.text.' {
  const messages: Record<string, string>;
  export default messages;
}
