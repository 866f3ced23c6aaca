// What a production remote's federation entry imports instead of
// @module-federation/webpack-bundler-runtime (issue 9): the shell's runtime (provide-runtime.mjs),
// with the two parts the shell's own copy lacks or must not lend:
//
// - `initContainerEntry`: the shell exposes nothing, so its build leaves that function out.
// - `runtime.init`: the one function of @module-federation/runtime the bundler runtime calls. The
//   shell's looks an instance up by the shell's build identifier, which would hand the remote the
//   shell's own instance; this one looks it up by the remote's identifier and name, and otherwise
//   creates the remote's instance with the shell's runtime (createInstance).
//
// The remote's entry still holds its own tables (exposed modules, consumed shared modules, chunk
// names); only the code that reads them comes from the shell.
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';
import { PROVIDED_RUNTIME } from './global-name.mjs';

/* global FEDERATION_BUILD_IDENTIFIER, MANZIL_FEDERATION_VERSION */

const provided = globalThis[PROVIDED_RUNTIME];
if (!provided) throw new Error('Module Federation: this remote runs inside the Manzil shell, which lends it its runtime.');
if (provided.version !== MANZIL_FEDERATION_VERSION)
  throw new Error(
    `Module Federation: the shell's runtime is ${provided.version}, this remote was built with ${MANZIL_FEDERATION_VERSION}.`,
  );

const buildId = typeof FEDERATION_BUILD_IDENTIFIER === 'string' ? FEDERATION_BUILD_IDENTIFIER : '';

/** The remote's federation instance: the one a former start of this remote created, or a new one. */
function init(options) {
  const normalized = { ...options, id: options.id || '' };
  const existing = provided.getInstance(
    (instance) =>
      (buildId && instance.options.id === buildId) ||
      (instance.options.name === options.name &&
        (options.version ? instance.options.version === options.version : !instance.options.version)),
  );
  if (!existing) return provided.createInstance(normalized);
  existing.initOptions(normalized);
  return existing;
}

export default {
  runtime: { init },
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: { ...provided.bundlerRuntime, initContainerEntry },
  attachShareScopeMap: provided.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};
