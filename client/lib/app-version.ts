// The build's version: package.json version + a hash of the client's sources (or SF_BUILD_ID), never the build
// time, defined by vite.config.ts (__APP_VERSION__, scripts/app-version.mjs).
// It busts the persisted query cache and tells two deployed builds apart.
declare const __APP_VERSION__: string | undefined;

export const APP_VERSION: string = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev';
