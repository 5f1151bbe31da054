// The console runs under a Content-Security-Policy without 'unsafe-eval'. zod would probe for `new Function`
// on the first parse (a reported violation even though it is caught); its interpreter is fast enough here.
// Set without importing zod: zod keeps its settings in `globalThis.__zod_globalConfig` (read when it loads, and
// merged into if it has loaded), so the console's entry carries this line, not zod — a page that builds no
// schema fetches no zod (issue 25). csp-safe-zod.test.ts fails if a zod upgrade moves the setting.
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = Object.assign(holder.__zod_globalConfig ?? {}, { jitless: true });

export {};
