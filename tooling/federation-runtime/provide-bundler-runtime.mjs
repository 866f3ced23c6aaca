// A runtime plugin of the shell (issue 9): it hands the shell's webpack bundler runtime of Module
// Federation to the remotes, as the shell already hands them `runtime-core`
// (experiments.provideExternalRuntime). A production remote's remoteEntry.js then carries no
// bundler runtime of its own (remote-bundler-runtime.mjs; ≈ 4.5 KiB gzip of each remote's entry).
//
// The bundler runtime's functions keep no state of their own: every call gets the calling build's
// `__webpack_require__` (its share scopes, consume tables, federation instance), so one copy
// serves every build of the same @module-federation/enhanced version. Both sides are built with
// tooling/webpack.mjs, which passes that version in; a remote built with another one refuses the
// shell's copy (its region then falls back, as for any remote that cannot start).

/* global __webpack_require__ */

/** The global the shell provides the bundler runtime under; remote-bundler-runtime.mjs reads it. */
export const PROVIDED_BUNDLER_RUNTIME = '__MANZIL_FEDERATION_BUNDLER_RUNTIME__';

/**
 * @param {{ version: string }} options the @module-federation/enhanced version the shell is built with
 */
export default function provideBundlerRuntime({ version }) {
  return {
    name: 'manzil-provide-bundler-runtime',
    beforeInit(args) {
      // The federation entry has set the build's federation object before it creates the instance.
      const { bundlerRuntime, attachShareScopeMap } = __webpack_require__.federation;
      globalThis[PROVIDED_BUNDLER_RUNTIME] ??= { version, bundlerRuntime, attachShareScopeMap };
      return args;
    },
  };
}
