// What a production remote's federation entry imports instead of
// @module-federation/webpack-bundler-runtime (issue 9): the shell's copy of the bundler runtime
// (provide-bundler-runtime.mjs), with the two parts the shell's own copy lacks or must not lend:
//
// - `initContainerEntry`: the shell exposes nothing, so its build leaves that function out.
// - `runtime.init`: the one function of @module-federation/runtime the bundler runtime calls. The
//   shell's copy looks an instance up by the shell's build identifier, which would hand the
//   remote the shell's own instance; this one looks it up by the remote's identifier and name,
//   and otherwise creates the remote's instance with the shared runtime-core (which
//   experiments.externalRuntime maps to the shell's `_FEDERATION_RUNTIME_CORE`).
//
// The remote's entry still holds its own tables (exposed modules, consumed shared modules, chunk
// names); only the code that reads them comes from the shell.
import {
  CurrentGlobal,
  ModuleFederation,
  getGlobalFederationConstructor,
  setGlobalFederationInstance,
} from '@module-federation/runtime-core';
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';
import { PROVIDED_BUNDLER_RUNTIME } from './provide-bundler-runtime.mjs';

/* global FEDERATION_BUILD_IDENTIFIER, MANZIL_FEDERATION_VERSION */

const provided = globalThis[PROVIDED_BUNDLER_RUNTIME];
if (!provided) throw new Error('Module Federation: this remote runs inside the Manzil shell, which provides its bundler runtime.');
if (provided.version !== MANZIL_FEDERATION_VERSION)
  throw new Error(
    `Module Federation: the shell's bundler runtime is ${provided.version}, this remote was built with ${MANZIL_FEDERATION_VERSION}.`,
  );

const buildId = typeof FEDERATION_BUILD_IDENTIFIER === 'string' ? FEDERATION_BUILD_IDENTIFIER : '';

/** The remote's federation instance: the one a former start of this remote created, or a new one. */
function init(options) {
  const normalized = { ...options, id: options.id || '' };
  const existing = CurrentGlobal.__FEDERATION__.__INSTANCES__.find(
    (instance) =>
      (buildId && instance.options.id === buildId) ||
      (instance.options.name === options.name &&
        (options.version ? instance.options.version === options.version : !instance.options.version)),
  );
  if (existing) {
    existing.initOptions(normalized);
    return existing;
  }
  const Federation = getGlobalFederationConstructor() || ModuleFederation;
  const instance = new Federation({ id: `${options.name}@${options.version || Date.now()}`, ...normalized });
  setGlobalFederationInstance(instance);
  return instance;
}

export default {
  runtime: { init },
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: { ...provided.bundlerRuntime, initContainerEntry },
  attachShareScopeMap: provided.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};
