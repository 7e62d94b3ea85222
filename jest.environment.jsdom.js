// jsdom lacks the Fetch API that react-router's data routers use and Mock Service Worker
// intercepts; lend it Node's own, with the matching AbortController, streams, Blob and URL so
// signals and bodies pass Node's Request checks.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    Object.assign(this.global, {
      fetch,
      Request,
      Response,
      Headers,
      FormData,
      AbortController,
      AbortSignal,
      TextEncoder,
      TextDecoder,
      ReadableStream,
      structuredClone,
      URL,
      URLSearchParams,
      WritableStream,
      TransformStream,
      TextDecoderStream,
      TextEncoderStream,
      BroadcastChannel,
    });
  }
}

module.exports = JsdomWithFetchEnvironment;
