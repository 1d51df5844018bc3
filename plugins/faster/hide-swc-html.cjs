// Preloaded (`node --require`) by native.test.ts: every `@swc/html-<platform>` package fails to resolve, as on a
// machine whose install has no native binary for its platform.
const Module = require('node:module');

const resolve = Module._resolveFilename;
Module._resolveFilename = function hideSwcHtml(request, ...rest) {
  if (/^@swc\/html-/.test(request) || /swc-html\.[\w-]+\.node$/.test(request)) {
    throw Object.assign(new Error(`Cannot find module '${request}' (hidden by the test)`), {
      code: 'MODULE_NOT_FOUND',
    });
  }
  return resolve.call(this, request, ...rest);
};
