// A runtime plugin of the shell (issue 9): it lends the shell's Module Federation runtime to the
// production remotes, which bundle none of their own (remote-runtime.mjs): the webpack bundler
// runtime (what a build's federation entry and its chunk loading call) and the two functions of
// @module-federation/runtime a remote's start needs (createInstance, getInstance).
//
// Only those are lent, not runtime-core's whole namespace (what experiments.provideExternalRuntime
// did): a namespace handed out as a whole keeps every export in the shell's main.js, which webpack
// otherwise tree-shakes (≈ 0.8 KiB gzip).
//
// The bundler runtime's functions keep no state of their own: every call gets the calling build's
// `__webpack_require__` (its share scopes, consume tables, federation instance), so one copy
// serves every build of the same federation version. Both sides are built with
// tooling/webpack.mjs, which passes that version in; a remote built with another one refuses the
// shell's copy (its region then falls back, as for any remote that cannot start).
import { createInstance, getInstance } from '@module-federation/enhanced/runtime';
import { PROVIDED_RUNTIME } from './global-name.mjs';

/* global __webpack_require__ */

/**
 * @param {{ version: string }} options the federation version the shell is built with
 */
export default function provideRuntime({ version }) {
  return {
    name: 'manzil-provide-runtime',
    beforeInit(args) {
      // The federation entry has set the build's federation object before it creates the instance.
      const { bundlerRuntime, attachShareScopeMap } = __webpack_require__.federation;
      globalThis[PROVIDED_RUNTIME] ??= { version, bundlerRuntime, attachShareScopeMap, createInstance, getInstance };
      return args;
    },
  };
}
