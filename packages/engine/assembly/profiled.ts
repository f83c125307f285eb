// The profile build's entry (`pnpm build:profile`): the module's surface and the counters of
// search/profile.ts, which only this build fills.
export * from "./index";
export { profileCount, profilePasses, profilePassField, profileReset } from "./search/profile";
